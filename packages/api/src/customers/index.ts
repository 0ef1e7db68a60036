export { accountName } from './account-name.ts';
export {
  addAddress,
  deleteAddress,
  listAddresses,
  makeDefaultAddress,
  type SavedAddress,
  updateAddress,
} from './addresses.ts';
export {
  adminAsCurrentUser,
  type AdminUser,
  authenticateAdmin,
  authenticateCustomer,
  countCustomers,
  type CurrentUser,
  findAdmin,
  findCustomer,
  registerCustomer,
  upsertAdmin,
} from './auth.ts';
export { requestPasswordReset, resetPassword } from './password-reset.ts';
export { hashPassword } from './passwords.ts';
export { changePassword, updateProfile } from './profile.ts';
export { endSessionsOf } from './sessions.ts';
export {
  CUSTOMER_RECORD_PAGE_SIZE,
  requireCustomer,
  staffCustomerOrders,
} from './staff-customer-records.ts';
export { getCustomer, listCustomers, type StaffCustomer } from './staff-customers.ts';
export { hashLinkToken, newLinkToken } from './tokens.ts';
