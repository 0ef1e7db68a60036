// The request's rule, in a module of its own: the form loads it (and zod with it) only when an
// out-of-stock product shows the form, so pages of products in stock carry no validation code.
export { backInStockInput } from '@buildright/api/shared';
