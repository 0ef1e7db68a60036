// The bad-input suite's table of documented REST routes and the parts a caller fills in.
import type { Kind } from './bad-values.ts';
import {
  cart,
  cartFields,
  company,
  companyAddress,
  companyInvitation,
  companyMember,
  companyTerms,
  orderLookup,
  orderLookupFields,
  orderUpdate,
  orderUpdateFields,
  priceList,
  productDocument,
  productDocumentFields,
  productFields,
  productWithImage,
  quickOrder,
  review,
  revision,
  savedList,
  revisionFields,
  token,
  type Case,
} from './procedure-cases.ts';

interface Route {
  /** Who calls it: admin routes check the session before they read the input. */
  as?: 'admin' | 'customer';
  params?: Record<string, Kind>;
  query?: Record<string, Kind>;
  body?: Case;
}

/** Every documented REST route, with the parts a caller fills in. */
export const routes: Record<string, Route> = {
  'GET /api/products': {
    query: {
      machine: 'id',
      page: 'page',
      pageSize: 'page',
      inStock: 'flag',
      onSale: 'flag',
      sort: 'choice',
      minPrice: 'money',
      maxPrice: 'money',
    },
  },
  'GET /api/products/{id}': { params: { id: 'id' } },
  'GET /api/products/prices': { query: { ids: 'id' } },
  'POST /api/cart/prices': {
    body: {
      input: { items: [{ productId: 1, quantity: 1 }] },
      fields: { 'items.0.productId': 'id', 'items.0.quantity': 'quantity' },
    },
  },
  'GET /api/products/{id}/related': { params: { id: 'id' } },
  'POST /api/products/{id}/back-in-stock': {
    params: { id: 'id' },
    body: { input: { email: 'casey@example.com' }, fields: { email: 'email' } },
  },
  'POST /api/products/{id}/documents': {
    as: 'admin',
    params: { id: 'id' },
    body: { input: productDocument, fields: productDocumentFields },
  },
  'DELETE /api/products/{id}/documents/{documentId}': {
    as: 'admin',
    params: { id: 'id', documentId: 'id' },
  },
  'GET /api/products/{id}/reviews': {
    params: { id: 'id' },
    query: { page: 'page', pageSize: 'page' },
  },
  'POST /api/products/{id}/reviews': { as: 'customer', params: { id: 'id' }, body: review },
  'GET /api/admin/reviews': {
    as: 'admin',
    query: { status: 'choice', page: 'page', pageSize: 'page' },
  },
  'POST /api/admin/reviews/{id}/publish': { as: 'admin', params: { id: 'id' } },
  'POST /api/admin/reviews/{id}/hide': { as: 'admin', params: { id: 'id' } },
  'POST /api/back-in-stock/unsubscribe': {
    body: { input: { token: 'A'.repeat(32) }, fields: { token: 'text' } },
  },
  'POST /api/products': { as: 'admin', body: { input: productWithImage, fields: productFields } },
  'PUT /api/products/{id}': {
    as: 'admin',
    params: { id: 'id' },
    body: { input: productWithImage, fields: productFields },
  },
  'DELETE /api/products/{id}': { as: 'admin', params: { id: 'id' } },
  'GET /api/categories': {},
  'POST /api/categories': {
    as: 'admin',
    body: { input: { name: 'Buckets' }, fields: { name: 'text', isActive: 'flag' } },
  },
  'PUT /api/categories/{id}': {
    as: 'admin',
    params: { id: 'id' },
    body: { input: { name: 'Buckets' }, fields: { name: 'text', isActive: 'flag' } },
  },
  'DELETE /api/categories/{id}': { as: 'admin', params: { id: 'id' } },
  'GET /api/search/suggest': {},
  'GET /api/machines': {},
  'POST /api/quick-order/resolve': { body: quickOrder },
  'POST /api/companies': { as: 'customer', body: company },
  'GET /api/companies/me': { as: 'customer' },
  'POST /api/companies/me/invitations': { as: 'customer', body: companyInvitation },
  'POST /api/companies/invitations/{token}/accept': { as: 'customer' },
  'PUT /api/companies/me/members/{userId}': {
    as: 'customer',
    params: { userId: 'id' },
    body: companyMember,
  },
  'DELETE /api/companies/me/members/{userId}': { as: 'customer', params: { userId: 'id' } },
  'GET /api/companies/me/invitations': { as: 'customer' },
  'DELETE /api/companies/me/invitations/{id}': { as: 'customer', params: { id: 'id' } },
  'GET /api/companies/me/addresses': { as: 'customer' },
  'POST /api/companies/me/addresses': { as: 'customer', body: companyAddress },
  'PUT /api/companies/me/addresses/{id}': {
    as: 'customer',
    params: { id: 'id' },
    body: companyAddress,
  },
  'DELETE /api/companies/me/addresses/{id}': { as: 'customer', params: { id: 'id' } },
  'GET /api/companies/me/approvals': { as: 'customer' },
  'POST /api/companies/me/approvals/{orderId}/approve': {
    as: 'customer',
    params: { orderId: 'id' },
  },
  'POST /api/companies/me/approvals/{orderId}/reject': {
    as: 'customer',
    params: { orderId: 'id' },
    body: { input: { note: 'Over budget' }, fields: { note: 'text' } },
  },
  'GET /api/companies/me/invoices': { as: 'customer', query: { page: 'page', show: 'choice' } },
  'GET /api/companies/me/orders': { as: 'customer', query: { page: 'page' } },
  'GET /api/admin/companies/{id}/orders': {
    as: 'admin',
    params: { id: 'id' },
    query: { page: 'page' },
  },
  'GET /api/companies/me/quotes': { as: 'customer', query: { page: 'page' } },
  'GET /api/admin/companies/{id}/quotes': {
    as: 'admin',
    params: { id: 'id' },
    query: { page: 'page' },
  },
  'GET /api/companies/me/statement.pdf': { as: 'customer' },
  'POST /api/admin/invoices/{id}/payments': {
    as: 'admin',
    params: { id: 'id' },
    body: {
      input: { amount: '10.00', reference: 'Wire 1' },
      fields: { amount: 'money', reference: 'text' },
    },
  },
  'GET /api/admin/companies/{id}/invoices': {
    as: 'admin',
    params: { id: 'id' },
    query: { page: 'page', show: 'choice' },
  },
  'GET /api/admin/companies': { as: 'admin', query: { page: 'page', pageSize: 'page' } },
  'GET /api/admin/companies/{id}': { as: 'admin', params: { id: 'id' } },
  'PUT /api/admin/companies/{id}': { as: 'admin', params: { id: 'id' }, body: companyTerms },
  'DELETE /api/admin/companies/{id}/members/{userId}': {
    as: 'admin',
    params: { id: 'id', userId: 'id' },
  },
  'DELETE /api/admin/companies/{id}/invitations/{invitationId}': {
    as: 'admin',
    params: { id: 'id', invitationId: 'id' },
  },
  'GET /api/admin/companies/{id}/price-list': { as: 'admin', params: { id: 'id' } },
  'GET /api/admin/companies/{id}/price-list.csv': { as: 'admin', params: { id: 'id' } },
  'PUT /api/admin/companies/{id}/price-list.csv': { as: 'admin', params: { id: 'id' } },
  'PUT /api/admin/companies/{id}/price-list': {
    as: 'admin',
    params: { id: 'id' },
    body: priceList,
  },
  'GET /api/lists': { as: 'customer' },
  'POST /api/lists': { as: 'customer', body: savedList },
  'GET /api/lists/{id}': { as: 'customer', params: { id: 'id' } },
  'PUT /api/lists/{id}': { as: 'customer', params: { id: 'id' }, body: savedList },
  'DELETE /api/lists/{id}': { as: 'customer', params: { id: 'id' } },
  'POST /api/lists/{id}/add-to-cart': {
    as: 'customer',
    params: { id: 'id' },
    body: { input: { productIds: [1] }, fields: { 'productIds.0': 'id' } },
  },
  'GET /api/orders': { as: 'admin', query: { page: 'page', pageSize: 'page', status: 'choice' } },
  'POST /api/orders': {
    body: {
      input: cart,
      fields: { ...cartFields, paymentMethod: 'choice', poNumber: 'text' },
    },
  },
  'POST /api/orders/lookup': { body: { input: orderLookup, fields: orderLookupFields } },
  'GET /api/orders/my': { as: 'customer', query: { page: 'page', pageSize: 'page' } },
  'POST /api/orders/my/{id}/payment': { as: 'customer', params: { id: 'id' } },
  'PATCH /api/orders/{id}/tracking': {
    as: 'admin',
    params: { id: 'id' },
    body: { input: orderUpdate, fields: orderUpdateFields },
  },
  'DELETE /api/orders/{id}': { as: 'admin', params: { id: 'id' } },
  'GET /api/orders/holds': { as: 'admin', query: { page: 'page', pageSize: 'page' } },
  'POST /api/orders/{id}/release-hold': { as: 'admin', params: { id: 'id' } },
  'GET /api/orders/{id}/invoice.pdf': { as: 'customer', params: { id: 'id' } },
  'GET /api/quotes/{token}': {},
  'POST /api/quotes/{token}/accept': {
    body: {
      input: { method: 'po', poNumber: 'PO-1' },
      fields: { method: 'choice', poNumber: 'text', revision: 'id' },
    },
  },
  'POST /api/quotes/{token}/decline': { body: { input: {}, fields: { reason: 'text' } } },
  'POST /api/quotes/{token}/messages': {
    body: { input: { message: 'Hello' }, fields: { message: 'text', requestChanges: 'flag' } },
  },
  'GET /api/quotes/{token}/pdf': {},
  'GET /api/admin/quotes': {
    as: 'admin',
    query: { page: 'page', pageSize: 'page', status: 'choice' },
  },
  'GET /api/admin/quotes/{id}': { as: 'admin', params: { id: 'id' } },
  'PUT /api/admin/quotes/{id}': {
    as: 'admin',
    params: { id: 'id' },
    body: { input: revision, fields: revisionFields },
  },
  'GET /api/admin/quotes/{id}/draft.pdf': { as: 'admin', params: { id: 'id' } },
  'POST /api/admin/quotes/{id}/send': { as: 'admin', params: { id: 'id' } },
  'POST /api/admin/quotes/{id}/withdraw': { as: 'admin', params: { id: 'id' } },
  'POST /api/admin/quotes/{id}/messages': {
    as: 'admin',
    params: { id: 'id' },
    body: { input: { message: 'Ready' }, fields: { message: 'text' } },
  },
  'POST /api/create-payment-intent': { body: { input: cart, fields: cartFields } },
  'POST /api/stripe/webhook': {},
  'GET /api/admin/local-users': {},
  'GET /api/admin/stats': {},
  'GET /api/admin/contact-submissions': {
    as: 'admin',
    query: { page: 'page', pageSize: 'page', unread: 'flag', show: 'choice' },
  },
  'GET /api/admin/contact-submissions/{id}': { as: 'admin', params: { id: 'id' } },
  'POST /api/admin/contact-submissions/{id}/handled': { as: 'admin', params: { id: 'id' } },
  'POST /api/admin/contact-submissions/{id}/reopen': { as: 'admin', params: { id: 'id' } },
  'GET /api/admin/customers': { as: 'admin', query: { page: 'page', pageSize: 'page' } },
  'GET /api/admin/customers/{id}': { as: 'admin', params: { id: 'id' } },
  'GET /api/admin/customers/{id}/orders': {
    as: 'admin',
    params: { id: 'id' },
    query: { page: 'page' },
  },
  'GET /api/admin/customers/{id}/quotes': {
    as: 'admin',
    params: { id: 'id' },
    query: { page: 'page' },
  },
  'GET /api/admin/products/export.csv': {},
  'POST /api/admin/products/import': { as: 'admin' },
  'GET /api/admin/orders/export.csv': { as: 'admin', query: { from: 'date', to: 'date' } },
  'POST /api/contact': {
    body: {
      input: { name: 'Casey', email: 'casey@example.com', subject: 'Hi', message: 'Hello there!' },
      fields: { name: 'text', email: 'email', subject: 'text', message: 'text' },
    },
  },
  'POST /api/send-email': {
    body: {
      input: { subject: 'Hi', message: 'Hello there!' },
      fields: { subject: 'text', message: 'text', replyTo: 'email' },
    },
  },
  'GET /api/admin/me': {},
  'POST /api/admin/login': {
    body: {
      input: { username: 'x', password: 'y' },
      fields: { username: 'text', password: 'text' },
    },
  },
  'POST /api/admin/logout': {},
  'GET /api/local/user': {},
  'POST /api/local/login': {
    body: {
      input: { username: 'x', password: 'y' },
      fields: { username: 'text', password: 'text' },
    },
  },
  'POST /api/local/register': {
    body: {
      input: { username: 'newcomer', email: 'new@example.com', password: 'a-long-password' },
      fields: { username: 'text', email: 'email', password: 'text' },
    },
  },
  'POST /api/local/logout': {},
  'POST /api/password/forgot': {
    body: { input: { email: 'casey@example.com' }, fields: { email: 'email' } },
  },
  'POST /api/password/reset': {
    body: {
      input: { token, password: 'a-long-password' },
      fields: { token: 'text', password: 'text' },
    },
  },
  'GET /healthz': {},
  'GET /readyz': {},
};

/** The defaults a route's own parts need to reach its validation. */
export const pathDefaults: Record<string, string> = {
  id: '1',
  documentId: '1',
  invitationId: '1',
  userId: '1',
  orderId: '1',
  token,
};
