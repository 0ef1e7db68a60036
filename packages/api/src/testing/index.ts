// What apps/server's tests share with the domain tests here: the same test data, written once.
export { addCategory, addProduct, buyer, card, CARDS } from './fixtures.ts';
export { firm, invitationTokenFor } from './companies.ts';
export { inDays, mailSubjects, quotedProducts, revision } from './quotes.ts';
export { addOrder, addRefund, DAY, dayAt } from './orders.ts';
