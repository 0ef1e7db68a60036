export {
  type ContactSubmission,
  getContactSubmission,
  listContactSubmissions,
  markContactHandled,
  markContactRead,
  reopenContact,
  sendShopEmail,
  submitContact,
} from './messages.ts';
