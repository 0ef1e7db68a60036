export { publish, subscribe, type DomainEventName, type DomainEvents } from './events.ts';
