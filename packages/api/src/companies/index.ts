export {
  addCompanyAddress,
  listCompanyAddresses,
  removeCompanyAddress,
  updateCompanyAddress,
} from './addresses.ts';
export { myCompanyOrders, staffCompanyOrders } from './company-order-list.ts';
export { addCompanyCredit, companyCreditCents, takeCompanyCredit } from './company-credit.ts';
export { companyById, membershipOf } from './company-reads.ts';
export { accountStanding, assertAccountCovers, lockCompany, type LockedCompany } from './credit.ts';
export { invoiceOwed, owedOnInvoices, sumMoney } from './invoice-sql.ts';
export {
  acceptCompanyInvitation,
  changeCompanyMember,
  createCompany,
  customerActor,
  inviteToCompany,
  myCompany,
  requireRole,
  viewCompanyInvitation,
} from './membership.ts';
export {
  myCompanyInvitations,
  revokeCompanyInvitation,
  staffRevokeCompanyInvitation,
} from './pending-invitations.ts';
export { exportPriceListCsv, importPriceListCsv } from './price-list-csv.ts';
export { getPriceList, setPriceList } from './price-lists.ts';
export { approvalAhead, limitsOf, type MemberLimits, spendingApproval } from './spending-limits.ts';
export { getCompany, listCompanies, setCompanyTerms } from './staff-companies.ts';
