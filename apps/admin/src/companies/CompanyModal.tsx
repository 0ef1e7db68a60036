import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatMoney } from '@buildright/browser';
import { LabelledValue } from '../common/LabelledValue.tsx';
import { QueryContent } from '../common/QueryContent.tsx';
import { TitledModal } from '../common/TitledModal.tsx';
import { useCan } from '../lib/permissions.ts';
import { trpc } from '../lib/trpc.ts';
import { CompanyInvoices } from './CompanyInvoices.tsx';
import { CompanyMembers } from './CompanyMembers.tsx';
import { CompanyOrders } from './CompanyOrders.tsx';
import { CompanyQuotes } from './CompanyQuotes.tsx';
import { TermsForm } from './TermsForm.tsx';
import { PriceListEditor } from './PriceListEditor.tsx';
import { termsLabel } from './terms.ts';

/**
 * One company: who it is, its members and their limits, its orders, its account and invoices,
 * and its terms and price list (set by finance roles).
 */
export function CompanyModal({ id, onClose }: { id: number; onClose: () => void }) {
  const can = useCan();
  const company = useQuery(trpc.companies.staff.byId.queryOptions({ id }));
  return (
    <TitledModal opened onClose={onClose} title={company.data?.company.name ?? 'Company'} size="xl">
      <QueryContent query={company} loading="Loading company...">
        {({ company: details, members, invitations }) => (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <LabelledValue label="Billing address">
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {details.billingAddress}
                </Text>
              </LabelledValue>
              <Stack gap="xs">
                <LabelledValue label="Tax ID">{details.taxId ?? '—'}</LabelledValue>
                <LabelledValue label="Accounts payable">{details.apEmail ?? '—'}</LabelledValue>
                <LabelledValue label="Since">{formatDate(details.createdAt)}</LabelledValue>
              </Stack>
            </SimpleGrid>

            <CompanyMembers companyId={id} members={members} invitations={invitations} />

            <CompanyOrders companyId={id} />

            <CompanyQuotes companyId={id} />

            <CompanyInvoices companyId={id} />

            <Stack gap="xs">
              <Title order={3} fz="md">
                Terms and credit
              </Title>
              {can('credit.manage') ? (
                <TermsForm company={details} />
              ) : (
                <Group gap="xl" data-testid="company-terms">
                  <LabelledValue label="Payment terms">
                    {termsLabel(details.paymentTerms)}
                  </LabelledValue>
                  <LabelledValue label="Credit limit">
                    {formatMoney(details.creditLimit)}
                  </LabelledValue>
                  <LabelledValue label="Credit hold">
                    {details.creditHold ? 'Yes' : 'No'}
                  </LabelledValue>
                  <LabelledValue label="Grace days">{details.graceDays}</LabelledValue>
                </Group>
              )}
            </Stack>

            {can('credit.manage') && <PriceListEditor companyId={id} />}
          </Stack>
        )}
      </QueryContent>
    </TitledModal>
  );
}
