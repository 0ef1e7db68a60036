export { buyerReturnsOfOrder, cancelReturn, requestReturn } from './buyer.ts';
export { returnApproved, returnRefunded, returnRejected, returnRequested } from './emails.tsx';
export { auditReturnMove, emailReturnMove, emailReturnRefunded } from './notices.ts';
export {
  addReturnPhotos,
  photoOfLink,
  PhotoRefusedError,
  type ReturnPhotoFiles,
} from './photos.ts';
export { RETURN_PHOTO_PATH } from './photo-links.ts';
export { getReturn, listReturns } from './read.ts';
export { withReturnableQuantities } from './returnable.ts';
export { approveReturn, closeReturn, receiveReturn, refundReturn, rejectReturn } from './staff.ts';
export { claimWarranty, replaceClaim } from './warranty.ts';
export {
  warrantyClaimed,
  warrantyRefunded,
  warrantyRejected,
  warrantyReplaced,
} from './warranty-emails.tsx';
