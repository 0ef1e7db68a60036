import type { AppRouter } from '@buildright/api';
import {
  mutationKeyFor,
  type MutationPath,
  type QueryPath,
  type StaleAfter,
} from '@buildright/browser';

type AdminQuery = QueryPath<AppRouter>;

/** The admin's mutations sent over REST rather than tRPC (files), named for the map. */
type RestMutation = 'rest.products.import' | 'rest.productDocuments.upload';

/** The key a REST mutation carries, so the map below finds it as it finds a tRPC one. */
export const restMutationKey = (name: RestMutation) => mutationKeyFor(name);

/**
 * After a catalogue change: the product, category and machine lists, their counts, the
 * dashboard and the activity log. Products name the machine models they fit, so a machine
 * change is one too.
 */
const catalogueViews: AdminQuery[] = ['catalog', 'categories', 'machines', 'stats', 'activity'];

/**
 * After an order change: the orders and their refunds (a cancellation refunds), the dashboard
 * figures, (stock moved) the catalogue and the activity log.
 */
const orderViews: AdminQuery[] = ['orders', 'refunds', 'stats', 'catalog', 'activity'];

/**
 * After a return's step: the returns, and what it moved: the order's returnable units, stock
 * (restocked units), refunds and the dashboard's figures, and the activity log.
 */
const returnViews: AdminQuery[] = ['returns', ...orderViews];

/**
 * After a quote changes state: the list and its counts, and what its order moved (the order, the
 * dashboard figures and, as stock is reserved or released, the catalogue). The quote itself is
 * in every answer and shown at once (quotes/refresh.ts).
 */
const quoteViews: AdminQuery[] = [
  'quotes.staff.list',
  'quotes.staff.needsAction',
  'orders',
  'stats',
  'catalog',
];

/**
 * What each of the admin's mutations makes stale; the QueryClient's MutationCache reads it again
 * (lib/trpc.ts). Signing in and out is not here: the previous session's data is dropped, not
 * refreshed (lib/session.ts).
 */
export const staleAfter: StaleAfter<MutationPath<AppRouter> | RestMutation, AdminQuery> = {
  'catalog.create': catalogueViews,
  'catalog.update': catalogueViews,
  'catalog.delete': catalogueViews,
  'catalog.setStock': catalogueViews,
  'categories.create': catalogueViews,
  'categories.update': catalogueViews,
  'categories.delete': catalogueViews,
  'machines.create': catalogueViews,
  'machines.update': catalogueViews,
  'machines.delete': catalogueViews,
  'productDocuments.remove': catalogueViews,
  'rest.productDocuments.upload': catalogueViews,
  'rest.products.import': catalogueViews,

  'orders.update': orderViews,
  'orders.delete': orderViews,
  // A guest's hold may be a quote's order.
  'orders.releaseHold': [...orderViews, 'quotes'],
  // Read again whatever the answer: a refusal may mean another refund took what was left. A
  // credit note lowers what a company's invoice owes.
  'refunds.create': { onSettled: [...orderViews, 'companies.staff'] },

  // Read again whatever the answer: a refusal may mean someone else moved the return first.
  'returns.approve': { onSettled: returnViews },
  'returns.reject': { onSettled: returnViews },
  'returns.receive': { onSettled: returnViews },
  'returns.close': { onSettled: returnViews },
  'returns.replace': { onSettled: returnViews },
  'returns.refund': { onSettled: [...returnViews, 'companies.staff'] },

  'quotes.staff.send': quoteViews,
  'quotes.staff.withdraw': quoteViews,

  'companies.staff.setTerms': ['companies.staff'],
  'companies.staff.recordPayment': ['companies.staff', 'stats'],
  'companies.staff.removeMember': ['companies.staff'],
  'companies.staff.revokeInvitation': ['companies.staff'],
  'companies.staff.setPriceList': ['companies.staff.priceList'],
  'companies.staff.importPriceList': ['companies.staff.priceList'],

  // The lists are read again whatever the answer: a refusal may mean someone else acted first.
  'contact.markRead': { onSettled: ['contact.list', 'stats.needsAction'] },
  'contact.markHandled': { onSettled: ['contact.list', 'contact.byId'] },
  'contact.reopen': { onSettled: ['contact.list', 'contact.byId'] },
  'reviews.publish': { onSettled: ['reviews.staffList'] },
  'reviews.hide': { onSettled: ['reviews.staffList'] },
  'mail.retry': { onSettled: ['mail.undelivered'] },
  'stats.setLowStockThreshold': { onSettled: ['stats.lowStock'] },
  'settings.update': ['settings'],

  // Inviting an address again replaces its open invitation.
  'staff.invite': { onSettled: ['staff'] },
  'staff.revokeInvitation': ['staff'],
  'staff.setDisabled': ['staff'],
  // Changing one's own role changes what this site offers: who is signed in is read again too.
  'staff.setRole': { onSuccess: ['auth.admin.me'], onSettled: ['staff'] },
};
