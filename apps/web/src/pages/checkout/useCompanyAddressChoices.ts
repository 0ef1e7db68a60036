import { useCompanyAddresses } from '../../addresses/useCompanyAddresses.ts';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { useMyCompany } from '../account/company/useMyCompany.ts';
import type { CompanyAddresses } from './SavedAddressPicker.tsx';

/** The signed-in member's company addresses for the checkout's picker; null when there are none. */
export function useCompanyAddressChoices(): CompanyAddresses | null {
  const me = useCurrentUser();
  const isCustomer = !!me.data && !me.data.isAdmin;
  const company = useMyCompany({ enabled: isCustomer });
  const addresses = useCompanyAddresses({ enabled: isCustomer && !!company.data });
  if (!company.data || !addresses.data || addresses.data.length === 0) return null;
  return { companyName: company.data.company.name, addresses: addresses.data };
}
