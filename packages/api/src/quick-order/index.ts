export { resolveQuickOrder } from './resolve.ts';
