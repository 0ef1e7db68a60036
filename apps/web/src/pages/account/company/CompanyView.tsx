import type { CompanyMember, MyCompany } from '@buildright/api/shared';
import { Badge, Button, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDate, formatMoney } from '@buildright/browser';
import { Detail } from '../Detail.tsx';
import { InviteMemberForm } from './InviteMemberForm.tsx';
import { MemberModal } from './MemberModal.tsx';
import { limitText, roleLabel, termsText } from './limits.ts';

/** The member's company: its details and terms, its members, and (for admins) invitations. */
export function CompanyView({ mine }: { mine: MyCompany }) {
  const { company, role, members, invitations } = mine;
  const isAdmin = role === 'admin';
  const [editing, setEditing] = useState<CompanyMember | null>(null);
  return (
    <Stack gap="lg">
      <div>
        <Group gap="sm" align="center">
          <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
            {company.name}
          </Title>
          <Badge variant="light" color="dark" data-testid="company-role">
            You: {roleLabel(role)}
          </Badge>
        </Group>
        <Group gap="xl" mt="xs" wrap="wrap">
          {company.taxId && <Detail label="Tax ID" value={company.taxId} />}
          <Detail label="Billing address" value={company.billingAddress} />
          {company.apEmail && <Detail label="Accounts payable" value={company.apEmail} />}
        </Group>
        <Group gap="xl" mt={4} wrap="wrap" data-testid="company-terms">
          <Detail label="Payment terms" value={termsText(company.paymentTerms)} />
          {company.paymentTerms !== 'none' && (
            <Detail label="Credit limit" value={formatMoney(company.creditLimit)} />
          )}
          {company.creditHold && (
            <Badge color="red.9" variant="filled">
              Credit hold
            </Badge>
          )}
        </Group>
      </div>

      <Stack gap="xs">
        <Title order={3} fz="h4">
          Members
        </Title>
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="sm" data-testid="company-members">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Limits</Table.Th>
                {isAdmin && <Table.Th>Change</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.map((member) => (
                <Table.Tr key={member.customerId} data-testid="company-member">
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {member.name}
                    </Text>
                    <Text c="dimmed" size="xs">
                      {member.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{roleLabel(member.role)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{limitText(member.orderLimit, 'an order')}</Text>
                    <Text size="sm">{limitText(member.monthlyLimit, 'a month')}</Text>
                  </Table.Td>
                  {isAdmin && (
                    <Table.Td>
                      <Button
                        variant="default"
                        size="sm"
                        h={44}
                        onClick={() => setEditing(member)}
                        aria-label={`Edit ${member.name}'s role and limits`}
                      >
                        Edit
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>

      {isAdmin && (
        <>
          {invitations.length > 0 && (
            <Stack gap={4} data-testid="company-invitations">
              <Title order={3} fz="h4">
                Waiting to join
              </Title>
              {invitations.map((invitation) => (
                <Text key={invitation.id} size="sm">
                  {invitation.email} as {roleLabel(invitation.role)}, link valid until{' '}
                  {formatDate(invitation.expiresAt)}
                </Text>
              ))}
            </Stack>
          )}
          <Divider />
          <InviteMemberForm />
        </>
      )}
      {editing && <MemberModal member={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
