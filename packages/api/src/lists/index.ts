export { listFromOrder } from './from-order.ts';
export { handOverSharedLists } from './hand-over.ts';
export { listToCart } from './list-to-cart.ts';
export {
  addToSavedList,
  changeSavedList,
  createSavedList,
  deleteSavedList,
  getSavedList,
  listSavedLists,
} from './lists.ts';
