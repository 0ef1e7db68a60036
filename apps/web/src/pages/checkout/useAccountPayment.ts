import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { useMyCompany } from '../account/company/useMyCompany.ts';
import { accountPaymentOf, type AccountPayment } from './account-payment.ts';

/**
 * Whether the checkout may offer pay on account: `account` is the signed-in member's company
 * with its terms, or null for everyone else (a guest, no company or no terms, or a company that
 * could not be read, who all pay as before); `companyName`, the member's company with terms or
 * without. `loading` until that is known.
 */
export function useAccountPayment(): {
  loading: boolean;
  account: AccountPayment | null;
  companyName: string | null;
} {
  const me = useCurrentUser();
  const isCustomer = !!me.data && !me.data.isAdmin;
  const company = useMyCompany({ enabled: isCustomer });
  return {
    loading: me.isPending || (isCustomer && company.isPending),
    account: isCustomer && company.data ? accountPaymentOf(company.data) : null,
    companyName: (isCustomer && company.data?.company.name) || null,
  };
}
