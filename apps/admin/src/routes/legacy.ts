import { adminPaths } from '@buildright/api/shared';

const idOf = (value: string | null) =>
  value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

// The parameters that named a screen before there were paths, for links that left ?tab= out.
const tabOfParameter: Record<string, string> = {
  quote: 'quotes',
  order: 'orders',
  payment: 'orders',
  q: 'orders',
  page: 'orders',
  product: 'inventory',
  section: 'inventory',
  messages: 'users',
  messageSearch: 'users',
  messagePage: 'users',
  actor: 'activity',
  kind: 'activity',
  from: 'activity',
  to: 'activity',
};

/**
 * Where an address of the admin site from before it had paths leads now, or null when it is not
 * one: ?tab=orders&order=7 is /orders/7, ?tab=quotes&status=needs_action is
 * /quotes?status=needs_action, ?invitation=TOKEN is /invitation/TOKEN. Such links live on in
 * e-mails already sent, bookmarks and messages between staff.
 */
export function legacyRedirect(search: string): string | null {
  const old = new URLSearchParams(search);
  const pick = (...names: string[]) => Object.fromEntries(names.map((n) => [n, old.get(n)]));

  const invitation = old.get('invitation');
  if (invitation) return adminPaths.invitation(invitation);

  const named = [...old.keys()].find((name) => name in tabOfParameter);
  const tab = old.get('tab') ?? (named ? tabOfParameter[named] : null);
  switch (tab) {
    case null:
      return null;
    case 'inventory': {
      const product = idOf(old.get('product'));
      if (product !== null) return adminPaths.product(product);
      const section = old.get('section');
      if (section === 'categories') return adminPaths.categories();
      if (section === 'machines') return adminPaths.machines();
      return adminPaths.products();
    }
    case 'orders': {
      const order = idOf(old.get('order'));
      const list = pick('status', 'payment', 'q', 'page');
      return order === null ? adminPaths.orders(list) : adminPaths.order(order, list);
    }
    case 'quotes': {
      const quote = idOf(old.get('quote'));
      const list = pick('status');
      return quote === null ? adminPaths.quotes(list) : adminPaths.quote(quote, list);
    }
    case 'users':
      return adminPaths.users({
        messages: old.get('messages'),
        q: old.get('messageSearch'),
        page: old.get('messagePage'),
      });
    case 'staff':
      return adminPaths.staff();
    case 'activity':
      return adminPaths.activity(pick('actor', 'kind', 'from', 'to'));
    default:
      // ?tab=account, or a tab that no longer exists: the dashboard, with its period if given.
      return adminPaths.dashboard(pick('days'));
  }
}
