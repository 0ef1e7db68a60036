import type { AppRouter } from '@buildright/api';
import type { MutationPath, QueryPath, StaleAfter } from '@buildright/browser';

type ShopQuery = QueryPath<AppRouter>;

/** A quote as its buyer sees it: the link's page and the account's lists of quotes and orders. */
const quoteViews: ShopQuery[] = ['quotes.buyer.get', 'quotes.mine', 'orders.mine'];

/**
 * What each of the shop's mutations makes stale; the QueryClient's MutationCache reads it again
 * (lib/trpc.ts). A mutation not named changes nothing the shop shows, or answers with what it
 * changed and its screen shows that at once (the profile, the fleet, a quote's messages).
 * Signing in and out is not here: the account's data is forgotten, not refreshed
 * (useSetCurrentUser).
 */
export const staleAfter: StaleAfter<MutationPath<AppRouter>, ShopQuery> = {
  'account.addresses.add': ['account.addresses.list'],
  'account.addresses.update': ['account.addresses.list'],
  // A new default moves the mark off the old one.
  'account.addresses.makeDefault': ['account.addresses.list'],
  'account.addresses.delete': ['account.addresses.list'],

  'companies.member.create': ['companies'],
  'companies.member.accept': ['companies'],
  'companies.member.invite': ['companies'],
  'companies.member.revokeInvitation': ['companies'],
  'companies.member.changeMember': ['companies'],
  'companies.member.removeMember': ['companies'],
  // Someone else may have decided it meanwhile: the approvals are read again either way.
  'companies.member.approve': { onSettled: ['companies'] },
  'companies.member.reject': { onSettled: ['companies'] },
  'companies.member.addAddress': ['companies.member.addresses'],
  'companies.member.updateAddress': ['companies.member.addresses'],
  'companies.member.removeAddress': ['companies.member.addresses'],

  'lists.create': ['lists'],
  'lists.createFromOrder': ['lists'],
  'lists.add': ['lists'],
  // A refused change puts the list back as the server has it (the editor showed it at once).
  'lists.change': { onSuccess: ['lists'], onError: ['lists.byId'] },
  'lists.delete': ['lists'],

  // A refusal may mean a newer revision or an expired quote: the quote is shown as it is now.
  'quotes.buyer.accept': { onSettled: quoteViews },
  'quotes.buyer.decline': { onError: quoteViews },
  'quotes.buyer.postMessage': { onError: quoteViews },
  // A card payment that lands back on its order's or its quote's page.
  'payments.confirm': { onSettled: ['account.orders.byId', ...quoteViews] },

  'reviews.submit': ['reviews.mine'],
  // What the order's lines may still return or claim changes with each request and cancellation.
  'returns.request': ['account.orders.byId', 'returns.ofOrder'],
  'returns.claimWarranty': ['account.orders.byId', 'returns.ofOrder'],
  'returns.cancel': { onSettled: ['account.orders.byId', 'returns.ofOrder'] },
  // A reset signs the customer in.
  'password.reset': ['auth.customer.me'],
};
