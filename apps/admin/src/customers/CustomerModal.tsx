import type { SavedAddress } from '@buildright/api';
import { adminPaths, companyRoleLabels } from '@buildright/api/shared';
import { Anchor, Badge, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@buildright/browser';
import { InAppLink } from '../common/InAppLink.tsx';
import { LabelledValue } from '../common/LabelledValue.tsx';
import { QueryContent } from '../common/QueryContent.tsx';
import { TitledModal } from '../common/TitledModal.tsx';
import { trpc } from '../lib/trpc.ts';
import { CustomerOrders } from './CustomerOrders.tsx';
import { CustomerQuotes } from './CustomerQuotes.tsx';
import { customerName } from './customerName.ts';

/** One customer, read only: who they are, their company, orders, quotes and saved addresses. */
export function CustomerModal({ id, onClose }: { id: number; onClose: () => void }) {
  const customer = useQuery(trpc.customers.staff.byId.queryOptions({ id }));
  return (
    <TitledModal
      opened
      onClose={onClose}
      title={customer.data ? customerName(customer.data) : 'Customer'}
      size="xl"
    >
      <QueryContent query={customer} loading="Loading customer...">
        {(details) => (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="customer-profile">
              <LabelledValue label="Email">
                <Anchor href={`mailto:${details.email}`} size="sm">
                  {details.email}
                </Anchor>
              </LabelledValue>
              <LabelledValue label="Phone">{details.phone ?? '—'}</LabelledValue>
              <LabelledValue label="Username">{details.username}</LabelledValue>
              <LabelledValue label="Registered">{formatDate(details.registeredAt)}</LabelledValue>
              <LabelledValue label="Company">
                {details.company ? (
                  <>
                    <InAppLink to={adminPaths.company(details.company.id)} size="sm">
                      {details.company.name}
                    </InAppLink>{' '}
                    ({companyRoleLabels[details.company.role]})
                  </>
                ) : (
                  '—'
                )}
              </LabelledValue>
              <LabelledValue label="Orders">{details.orderCount}</LabelledValue>
            </SimpleGrid>

            <CustomerOrders customerId={id} />

            <CustomerQuotes customerId={id} />

            <SavedAddresses addresses={details.addresses} />
          </Stack>
        )}
      </QueryContent>
    </TitledModal>
  );
}

function SavedAddresses({ addresses }: { addresses: SavedAddress[] }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Saved addresses
      </Title>
      {addresses.length === 0 ? (
        <Text size="sm" c="dimmed">
          No saved addresses.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {addresses.map((address) => (
            <div key={address.id}>
              <Text size="sm" fw={600}>
                {address.label}
                {address.isDefault && (
                  <Badge ml="xs" size="sm" variant="light">
                    Default
                  </Badge>
                )}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {[address.recipientName, address.company, address.address, address.phone]
                  .filter(Boolean)
                  .join('\n')}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
