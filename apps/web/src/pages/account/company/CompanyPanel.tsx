import { errorMessage } from '@buildright/browser';
import { LoadFailure, LoadingNotice } from '../../LoadStates.tsx';
import { CompanyView } from './CompanyView.tsx';
import { CreateCompanyForm } from './CreateCompanyForm.tsx';
import { useMyCompany } from './useMyCompany.ts';

/** The account's Company tab: the customer's company, or the form to set one up. */
export function CompanyPanel() {
  const company = useMyCompany();
  if (company.none) return <CreateCompanyForm />;
  if (company.isPending) return <LoadingNotice what="company" py="xl" />;
  if (company.isError) {
    return <LoadFailure what="company" message={errorMessage(company.error)} py="xl" />;
  }
  return <CompanyView mine={company.data} />;
}
