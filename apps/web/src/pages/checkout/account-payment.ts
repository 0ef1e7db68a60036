import { paymentTermsLabels, type MyCompany } from '@buildright/api/shared';

/** The company a member's order can be charged to, as the checkout names it. */
export interface AccountPayment {
  companyName: string;
  /** "Net 30" */
  terms: string;
}

/**
 * Whether the member may pay on the company's account: only once the shop has given it terms.
 * A credit hold or a spent limit still shows the choice; the server refuses with its reason.
 */
export function accountPaymentOf({ company }: MyCompany): AccountPayment | null {
  if (company.paymentTerms === 'none') return null;
  return { companyName: company.name, terms: paymentTermsLabels[company.paymentTerms] };
}
