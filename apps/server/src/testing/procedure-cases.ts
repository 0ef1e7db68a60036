// The bad-input suite's table of procedures: a valid input for each, and the kind of each field.
import { badValues, type Kind } from './bad-values.ts';

/** A kind, or a nullable one ("count?"), where null is a value like any other. */
export type Fields = Record<string, Kind | `${Kind}?`>;

export function valuesOf(kind: Kind | `${Kind}?`): readonly unknown[] {
  return kind.endsWith('?')
    ? badValues[kind.slice(0, -1) as Kind].filter((value) => value !== null)
    : badValues[kind as Kind];
}
export interface Case {
  input: Record<string, unknown>;
  fields: Fields;
}

export const token = 'A'.repeat(32);
export const product = {
  name: 'Bucket',
  description: 'Sturdy',
  price: '100.00',
  salePrice: null,
  stock: 3,
  categoryId: 1,
  isActive: true,
};
export const productFields: Fields = {
  name: 'text',
  description: 'text',
  price: 'money',
  salePrice: 'money',
  stock: 'count',
  categoryId: 'id',
  isActive: 'flag',
  imageUrl: 'text',
  'images.0.order': 'count',
  'images.0.url': 'text',
  'tiers.0.minQuantity': 'count',
  'tiers.0.price': 'money',
};
export const productWithImage = {
  ...product,
  images: [{ url: '/a.png', order: 0 }],
  tiers: [{ minQuantity: 10, price: '90.00' }],
};
/** A document's fields; its file, which only the multipart route can carry, is left out. */
export const productDocument = { title: 'EX200 specifications', kind: 'spec_sheet' };
export const productDocumentFields: Fields = { title: 'text', kind: 'choice' };
const buyer = {
  customerName: 'Casey',
  customerEmail: 'casey@example.com',
  customerPhone: '+1 503 555 0100',
  customerAddress: '1 Main St',
};
const buyerFields: Fields = {
  customerName: 'text',
  customerEmail: 'email',
  customerPhone: 'text',
  customerAddress: 'text',
};
export const cart = { ...buyer, items: [{ productId: 1, quantity: 1 }] };
export const cartFields: Fields = {
  ...buyerFields,
  'items.0.productId': 'id',
  'items.0.quantity': 'quantity',
};
export const quickOrder: Case = {
  input: { text: 'BR-001001 2' },
  fields: { text: 'text', machineId: 'id' },
};
export const savedList: Case = {
  input: { name: 'Weekly', lines: [{ productId: 1, quantity: 2 }] },
  fields: { name: 'text', 'lines.0.productId': 'id', 'lines.0.quantity': 'quantity' },
};
const listToCart: Case = {
  input: { id: 1, productIds: [1] },
  fields: { id: 'id', 'productIds.0': 'id' },
};
export const company: Case = {
  input: { name: 'Digger & Sons', billingAddress: '12 Quarry Road, Portland' },
  fields: { name: 'text', taxId: 'text?', billingAddress: 'text', apEmail: 'email?' },
};
export const companyInvitation: Case = {
  input: { email: 'buyer@example.com', role: 'buyer', orderLimit: '2500.00' },
  fields: { email: 'email', role: 'choice', orderLimit: 'money?', monthlyLimit: 'money?' },
};
export const companyMember: Case = {
  input: { role: 'buyer', orderLimit: null, monthlyLimit: '10000.00' },
  fields: { role: 'choice', orderLimit: 'money?', monthlyLimit: 'money?' },
};
export const companyTerms: Case = {
  input: { paymentTerms: 'net30', creditLimit: '25000.00', creditHold: false, graceDays: 10 },
  fields: { paymentTerms: 'choice', creditLimit: 'money', creditHold: 'flag', graceDays: 'count' },
};
export const priceList: Case = {
  input: {
    categories: [{ categoryId: 1, percentOff: '12.5' }],
    products: [{ sku: 'BR-001001', price: '90.00' }],
  },
  fields: {
    'categories.0.categoryId': 'id',
    // Every bad amount is a bad percentage too (and 100.01 or 0 are refused on their own).
    'categories.0.percentOff': 'money',
    'products.0.sku': 'text',
    'products.0.price': 'money',
  },
};
export const orderLookup = { orderNumber: 1, email: 'casey@example.com' };
export const orderLookupFields: Fields = { orderNumber: 'id', email: 'email' };
export const orderUpdate = { status: 'processing', trackingNumber: null, estimatedDelivery: null };
export const orderUpdateFields: Fields = {
  status: 'choice',
  trackingNumber: 'text',
  trackingCarrier: 'choice?',
  estimatedDelivery: 'date',
  notes: 'text',
};
export const revision = {
  lines: [{ productId: 1, quantity: 1, unitPrice: '10.00' }],
  discount: null,
  deliveryCharge: '0.00',
  validUntil: '2099-01-01',
  note: null,
};
export const revisionFields: Fields = {
  'lines.0.productId': 'id',
  'lines.0.quantity': 'quantity',
  'lines.0.unitPrice': 'money',
  deliveryCharge: 'money',
  validUntil: 'date',
  note: 'text',
};
const address = { label: 'Yard', recipientName: 'Casey', address: '1 Main St', isDefault: false };
const addressFields: Fields = {
  label: 'text',
  recipientName: 'text',
  address: 'text',
  phone: 'text',
  company: 'text',
  isDefault: 'flag',
};
export const companyAddress: Case = {
  input: { label: 'North yard', recipientName: 'Casey', address: '1 Main St' },
  fields: { label: 'text', recipientName: 'text', address: 'text', phone: 'text' },
};
const machine = { make: 'Cat', model: '320', operatingWeightKg: 20_000, coupler: 'pin-on' };
const machineFields: Fields = {
  make: 'text',
  model: 'text',
  operatingWeightKg: 'count',
  pinDiameterMm: 'count?',
  coupler: 'choice',
};
const byId: Case = { input: { id: 1 }, fields: { id: 'id' } };
export const review: Case = {
  input: { rating: 5, title: 'Fits well', body: 'Bolted straight onto our KX080.' },
  fields: { rating: 'rating', title: 'text', body: 'text' },
};
const page: Fields = { page: 'page', pageSize: 'page' };

const catalogQuery: Case = {
  input: {},
  fields: {
    search: 'search',
    categoryId: 'id',
    machineId: 'id',
    sort: 'choice',
    minPrice: 'money',
    maxPrice: 'money',
    inStock: 'switch',
    onSale: 'switch',
    ...page,
  },
};
const prefixed = (prefix: string, fields: Fields): Fields =>
  Object.fromEntries(Object.entries(fields).map(([path, kind]) => [`${prefix}.${path}`, kind]));

/** Every procedure with an input: a valid input, and the kind of each field to spoil. */
export const procedures: Record<string, Case> = {
  'account.changePassword': {
    input: { currentPassword: 'a-long-password', newPassword: 'another-long-one' },
    fields: { currentPassword: 'text', newPassword: 'text' },
  },
  'account.addresses.add': { input: address, fields: addressFields },
  'account.addresses.update': {
    input: { id: 1, values: address },
    fields: { id: 'id', ...prefixed('values', addressFields) },
  },
  'account.addresses.makeDefault': byId,
  'account.addresses.delete': byId,
  'account.machines.add': byId,
  'account.machines.remove': byId,
  'account.orders.byId': byId,
  'account.orders.reorder': byId,
  'account.updateProfile': {
    input: { email: 'casey@example.com', firstName: 'Casey' },
    fields: {
      email: 'email',
      firstName: 'text',
      lastName: 'text',
      phone: 'text',
      company: 'text',
    },
  },
  'activity.list': {
    input: {},
    fields: { actorId: 'id', entityType: 'choice', from: 'date', to: 'date', ...page },
  },
  'activity.product': byId,
  'activity.order': byId,
  'auth.customer.login': {
    input: { username: 'someone', password: 'secret' },
    fields: { username: 'text', password: 'text' },
  },
  'auth.customer.register': {
    input: { username: 'newcomer', email: 'new@example.com', password: 'a-long-password' },
    fields: { username: 'text', email: 'email', password: 'text', firstName: 'text' },
  },
  'auth.admin.login': {
    input: { username: 'someone', password: 'secret' },
    fields: { username: 'text', password: 'text' },
  },
  'catalog.list': catalogQuery,
  'catalog.browse': catalogQuery,
  'catalog.suggest': { input: { q: 'bucket' }, fields: { q: 'search' } },
  'catalog.byId': byId,
  'quickOrder.resolve': quickOrder,
  'catalog.related': byId,
  'catalog.browseById': byId,
  'catalog.adminList': { input: {}, fields: { categoryId: 'id', machineId: 'id', ...page } },
  'catalog.adminById': byId,
  'catalog.create': { input: productWithImage, fields: productFields },
  'catalog.update': {
    input: { id: 1, values: productWithImage },
    fields: { id: 'id', ...prefixed('values', productFields) },
  },
  'catalog.setStock': { input: { id: 1, stock: 4 }, fields: { id: 'id', stock: 'count' } },
  'catalog.importPreview': { input: { csv: 'name\n' }, fields: { csv: 'search' } },
  'catalog.importApply': { input: { csv: 'name\n' }, fields: { csv: 'search' } },
  'catalog.delete': byId,
  'categories.idByName': { input: { name: 'Buckets' }, fields: { name: 'text' } },
  'categories.create': {
    input: { name: 'Buckets' },
    fields: { name: 'text', description: 'text', isActive: 'flag' },
  },
  'categories.update': {
    input: { id: 1, values: { name: 'Buckets' } },
    fields: { id: 'id', 'values.name': 'text', 'values.isActive': 'flag' },
  },
  'categories.delete': byId,
  'checkout.requestQuote': { input: cart, fields: cartFields },
  'contact.submit': {
    input: { name: 'Casey', email: 'casey@example.com', subject: 'Hi', message: 'Hello there!' },
    fields: { name: 'text', email: 'email', subject: 'text', message: 'text', phone: 'text' },
  },
  'contact.sendEmail': {
    input: { subject: 'Hi', message: 'Hello there!' },
    fields: { subject: 'text', message: 'text', replyTo: 'email' },
  },
  'contact.list': {
    input: {},
    fields: { unread: 'switch', show: 'choice', q: 'search', ...page },
  },
  'contact.byId': byId,
  'contact.markRead': byId,
  'contact.markHandled': byId,
  'contact.reopen': byId,
  'customers.staff.list': { input: {}, fields: { q: 'search', ...page } },
  'customers.staff.byId': byId,
  'customers.staff.orders': { input: { id: 1 }, fields: { id: 'id', page: 'page' } },
  'customers.staff.quotes': { input: { id: 1 }, fields: { id: 'id', page: 'page' } },
  'documents.quote': { input: { token }, fields: { token: 'text' } },
  'documents.quoteDraft': byId,
  'documents.invoice': { input: { orderId: 1 }, fields: { orderId: 'id', quoteToken: 'text' } },
  'machines.create': { input: machine, fields: machineFields },
  'machines.update': {
    input: { id: 1, values: machine },
    fields: { id: 'id', ...prefixed('values', machineFields) },
  },
  'machines.delete': byId,
  'mail.retry': byId,
  'orders.mine': { input: {}, fields: { status: 'choice', q: 'search', ...page } },
  'orders.payApproved': byId,
  'orders.list': {
    input: {},
    fields: { status: 'choice', paymentStatus: 'choice', q: 'search', ...page },
  },
  'orders.byId': byId,
  'orders.update': {
    input: { id: 1, values: orderUpdate },
    fields: { id: 'id', ...prefixed('values', orderUpdateFields) },
  },
  'orders.delete': byId,
  'orders.holds': { input: {}, fields: page },
  'orders.lookup': { input: orderLookup, fields: orderLookupFields },
  'backInStock.request': {
    input: { productId: 1, email: 'casey@example.com' },
    fields: { productId: 'id', email: 'email' },
  },
  'backInStock.cancel': { input: { token }, fields: { token: 'text' } },
  'reviews.list': { input: { productId: 1 }, fields: { productId: 'id', ...page } },
  'reviews.mine': { input: { productId: 1 }, fields: { productId: 'id' } },
  'reviews.submit': {
    input: { productId: 1, ...review.input },
    fields: { productId: 'id', ...review.fields },
  },
  'reviews.staffList': { input: {}, fields: { status: 'choice', ...page } },
  'reviews.publish': byId,
  'reviews.hide': byId,
  'productDocuments.add': {
    input: { productId: 1, ...productDocument },
    fields: { productId: 'id', ...productDocumentFields },
  },
  'productDocuments.remove': {
    input: { productId: 1, documentId: 1 },
    fields: { productId: 'id', documentId: 'id' },
  },
  'orders.releaseHold': byId,
  'password.forgot': {
    input: { email: 'casey@example.com' },
    fields: { email: 'email', account: 'choice' },
  },
  'password.reset': {
    input: { token, password: 'a-long-password' },
    fields: { token: 'text', password: 'text' },
  },
  'payments.createIntent': {
    input: cart,
    fields: { ...cartFields, checkoutId: 'text' },
  },
  'payments.confirmTestPayment': {
    input: {
      clientSecret: 'pi_1_secret_2',
      card: { cardNumber: '4242424242424242', expiry: '12 / 40', cvc: '123' },
    },
    fields: { clientSecret: 'text', 'card.cardNumber': 'text', 'card.cvc': 'text' },
  },
  'payments.confirm': {
    input: { paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret_2' },
    fields: { paymentIntentId: 'text', clientSecret: 'text' },
  },
  'quotes.buyer.get': { input: { token }, fields: { token: 'text' } },
  'quotes.buyer.accept': {
    input: { token, method: 'po', poNumber: 'PO-1', revision: 1 },
    fields: { token: 'text', method: 'choice', poNumber: 'text', revision: 'id' },
  },
  'quotes.buyer.decline': { input: { token }, fields: { token: 'text', reason: 'text' } },
  'quotes.buyer.postMessage': {
    input: { token, message: 'Can you do 5?' },
    fields: { token: 'text', message: 'text', requestChanges: 'flag' },
  },
  'quotes.staff.list': {
    input: {},
    fields: { status: 'choice', search: 'search', ...page },
  },
  'quotes.staff.get': byId,
  'quotes.staff.buyerPrices': {
    input: { id: 1, lines: [{ productId: 1, quantity: 1 }] },
    fields: { id: 'id', 'lines.0.productId': 'id', 'lines.0.quantity': 'quantity' },
  },
  'quotes.staff.saveDraft': {
    input: { id: 1, revision },
    fields: { id: 'id', ...prefixed('revision', revisionFields) },
  },
  'quotes.staff.send': byId,
  'quotes.staff.withdraw': byId,
  'quotes.staff.postMessage': {
    input: { id: 1, message: 'Ready' },
    fields: { id: 'id', message: 'text' },
  },
  'staff.invite': {
    input: { email: 'new@example.com', role: 'sales' },
    fields: { email: 'email', role: 'choice' },
  },
  'staff.revokeInvitation': byId,
  'staff.setRole': { input: { id: 1, role: 'sales' }, fields: { id: 'id', role: 'choice' } },
  'staff.setDisabled': {
    input: { id: 1, disabled: true },
    fields: { id: 'id', disabled: 'flag' },
  },
  'staff.invitation': { input: { token }, fields: { token: 'text' } },
  'staff.acceptInvitation': {
    input: { token, username: 'newstaff', password: 'a-long-password' },
    fields: { token: 'text', username: 'text', password: 'text' },
  },
  'stats.salesByDay': { input: { days: 30 }, fields: { days: 'choice' } },
  'stats.setLowStockThreshold': { input: { threshold: 5 }, fields: { threshold: 'count' } },
  'settings.update': {
    input: { cardHoldMinutes: 30, remitToAddress: null, paymentInstructions: null },
    fields: { cardHoldMinutes: 'count', remitToAddress: 'text?', paymentInstructions: 'text?' },
  },
  'jobs.list': { input: {}, fields: page },
  'jobs.retry': {
    input: { name: 'card-holds', id: '00000000-0000-4000-8000-000000000000' },
    fields: { name: 'text', id: 'uuid' },
  },
  'lists.byId': byId,
  'lists.create': savedList,
  'lists.createFromOrder': {
    input: { orderId: 1, name: 'Weekly' },
    fields: { orderId: 'id', name: 'text' },
  },
  'lists.change': {
    input: { id: 1, change: savedList.input },
    fields: { id: 'id', ...prefixed('change', savedList.fields) },
  },
  'lists.add': {
    input: { id: 1, lines: savedList.input.lines },
    fields: { id: 'id', 'lines.0.productId': 'id', 'lines.0.quantity': 'quantity' },
  },
  'lists.delete': byId,
  'companies.member.create': company,
  'companies.member.invite': companyInvitation,
  'companies.member.invitation': { input: { token }, fields: { token: 'text' } },
  'companies.member.accept': { input: { token }, fields: { token: 'text' } },
  'companies.member.changeMember': {
    input: { customerId: 1, ...companyMember.input },
    fields: { customerId: 'id', ...companyMember.fields },
  },
  'companies.member.removeMember': { input: { customerId: 1 }, fields: { customerId: 'id' } },
  'companies.member.revokeInvitation': byId,
  'companies.member.addAddress': companyAddress,
  'companies.member.updateAddress': {
    input: { ...companyAddress.input, id: 1 },
    fields: { ...companyAddress.fields, id: 'id' },
  },
  'companies.member.removeAddress': byId,
  'companies.member.approve': { input: { orderId: 1 }, fields: { orderId: 'id' } },
  'companies.member.reject': {
    input: { orderId: 1, note: 'Over budget' },
    fields: { orderId: 'id', note: 'text' },
  },
  'companies.member.placeOnAccount': {
    input: { ...cart, poNumber: 'PO-1' },
    fields: { ...cartFields, poNumber: 'text' },
  },
  'companies.member.sendForApproval': { input: cart, fields: cartFields },
  'companies.member.invoices': { input: {}, fields: { page: 'page', show: 'choice' } },
  'companies.member.orders': { input: {}, fields: { page: 'page' } },
  'companies.staff.orders': { input: { id: 1 }, fields: { id: 'id', page: 'page' } },
  'companies.member.quotes': { input: {}, fields: { page: 'page' } },
  'companies.staff.quotes': { input: { id: 1 }, fields: { id: 'id', page: 'page' } },
  'companies.staff.invoices': {
    input: { id: 1 },
    fields: { id: 'id', page: 'page', show: 'choice' },
  },
  'companies.staff.recordPayment': {
    input: { invoiceId: 1, amount: '10.00', reference: 'Wire 1' },
    fields: { invoiceId: 'id', amount: 'money', reference: 'text' },
  },
  'companies.staff.list': { input: {}, fields: { q: 'search', ...page } },
  'companies.staff.byId': byId,
  'companies.staff.setTerms': {
    input: { id: 1, ...companyTerms.input },
    fields: { id: 'id', ...companyTerms.fields },
  },
  'companies.staff.removeMember': {
    input: { id: 1, customerId: 1 },
    fields: { id: 'id', customerId: 'id' },
  },
  'companies.staff.revokeInvitation': {
    input: { id: 1, invitationId: 1 },
    fields: { id: 'id', invitationId: 'id' },
  },
  'companies.staff.priceList': byId,
  'companies.staff.priceListCsv': byId,
  'companies.staff.importPriceList': {
    input: { id: 1, csv: 'kind,category,sku,percent_off,price\r\n' },
    fields: { id: 'id', csv: 'text' },
  },
  'catalog.myPrices': { input: { ids: [1] }, fields: { 'ids.0': 'id' } },
  'orders.priceCart': {
    input: { items: [{ productId: 1, quantity: 1 }] },
    fields: { 'items.0.productId': 'id', 'items.0.quantity': 'quantity' },
  },
  'companies.staff.setPriceList': {
    input: { id: 1, ...priceList.input },
    fields: { id: 'id', ...priceList.fields },
  },
  'lists.toCart': listToCart,
};

/** Procedures that take no input at all. */
export const withoutInput = new Set([
  'account.addresses.list',
  'account.machines.list',
  'activity.actors',
  'auth.customer.me',
  'auth.customer.logout',
  'auth.admin.me',
  'auth.admin.logout',
  'auth.admin.signInHint',
  'categories.list',
  'categories.adminList',
  'categories.browse',
  'machines.list',
  'lists.list',
  'companies.member.mine',
  'companies.member.invitations',
  'companies.member.approvals',
  'companies.member.addresses',
  'companies.member.statement',
  'mail.undelivered',
  'payments.config',
  'quotes.staff.needsAction',
  'quotes.mine',
  'staff.list',
  'stats.dashboard',
  'stats.registeredUsers',
  'stats.topProducts',
  'stats.needsAction',
  'stats.recentOrders',
  'stats.lowStock',
  'settings.get',
]);
