import type { Transaction } from '@buildright/db';

/**
 * The news every domain may publish, by name. A domain that publishes an event names its
 * payload by merging into this interface (`declare module '../events/events.ts'`), so the
 * kernel knows no domain and a subscriber is typed by the name alone.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DomainEvents {}

type DomainEventName = keyof DomainEvents & string;

/** Runs inside the publisher's transaction: what it writes commits or rolls back with the move. */
type Subscriber<Name extends DomainEventName> = (
  tx: Transaction,
  event: DomainEvents[Name],
) => Promise<void>;

const subscribers = new Map<string, Subscriber<never>[]>();

/**
 * Adds a subscriber, once, at the top of the package (`subscribers.ts`): a lower domain
 * publishes news without knowing who listens.
 */
export function subscribe<Name extends DomainEventName>(name: Name, subscriber: Subscriber<Name>) {
  subscribers.set(name, [...(subscribers.get(name) ?? []), subscriber as Subscriber<never>]);
}

/**
 * Tells every subscriber of `name`, in the order they subscribed, in the caller's transaction:
 * a subscriber that fails fails the move, so nothing half-happens.
 */
export async function publish<Name extends DomainEventName>(
  tx: Transaction,
  name: Name,
  event: DomainEvents[Name],
): Promise<void> {
  for (const subscriber of subscribers.get(name) ?? []) {
    await (subscriber as Subscriber<Name>)(tx, event);
  }
}
