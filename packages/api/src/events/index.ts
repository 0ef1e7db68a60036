export { publish, subscribe, type DomainEvents } from './events.ts';
