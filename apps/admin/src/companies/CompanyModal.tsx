import { companyRoleLabels } from '@buildright/api/shared';
import { Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatMoney } from '@buildright/browser';
import { LabelledValue } from '../common/LabelledValue.tsx';
import { QueryContent } from '../common/QueryContent.tsx';
import { TitledModal } from '../common/TitledModal.tsx';
import { useCan } from '../lib/permissions.ts';
import { trpc } from '../lib/trpc.ts';
import { CompanyInvoices } from './CompanyInvoices.tsx';
import { CompanyOrders } from './CompanyOrders.tsx';
import { CompanyQuotes } from './CompanyQuotes.tsx';
import { TermsForm } from './TermsForm.tsx';
import { PriceListEditor } from './PriceListEditor.tsx';
import { termsLabel } from './terms.ts';

const limit = (amount: string | null) => (amount === null ? 'No limit' : formatMoney(amount));

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

            <Stack gap="xs">
              <Title order={3} fz="md">
                Members
              </Title>
              <Table.ScrollContainer minWidth={520}>
                <Table aria-label="Members" data-testid="company-members">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Role</Table.Th>
                      <Table.Th>Order limit</Table.Th>
                      <Table.Th>Monthly limit</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {members.map((member) => (
                      <Table.Tr key={member.customerId}>
                        <Table.Td>
                          <Text size="sm" fw={600}>
                            {member.name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {member.email}
                          </Text>
                        </Table.Td>
                        <Table.Td>{companyRoleLabels[member.role]}</Table.Td>
                        <Table.Td>{limit(member.orderLimit)}</Table.Td>
                        <Table.Td>{limit(member.monthlyLimit)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {invitations.length > 0 && (
                <Text size="sm" c="dimmed">
                  Invited, not joined yet:{' '}
                  {invitations
                    .map(
                      (invitation) => `${invitation.email} (${companyRoleLabels[invitation.role]})`,
                    )
                    .join(', ')}
                </Text>
              )}
            </Stack>

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
