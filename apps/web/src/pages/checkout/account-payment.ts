import { paymentTermsLabels, type MyCompany } from '@buildright/api/shared';

/** The company a member's order can be charged to, as the checkout names it. */
export interface AccountPayment {
  companyName: string;
  /** "Net 30" */
  terms: string;
  /** Why the company cannot buy on account now (a credit hold), or null. */
  hold: string | null;
  /** Decimal string: what the company may still put on its account. */
  availableCredit: string;
}

/**
 * Whether the member may pay on the company's account: only once the shop has given it terms.
 * Under a credit hold the choice shows why it is closed; past the credit left, or past the
 * member's limits, the server answers at the order.
 */
export function accountPaymentOf({ company, account }: MyCompany): AccountPayment | null {
  if (company.paymentTerms === 'none' || !account) return null;
  return {
    companyName: company.name,
    terms: paymentTermsLabels[company.paymentTerms],
    hold: account.hold,
    availableCredit: account.availableCredit,
  };
}
