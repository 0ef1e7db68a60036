import type { CompanyMember, MyCompany } from '@buildright/api/shared';
import { Badge, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDate, formatMoney } from '@buildright/browser';
import { Detail } from '../Detail.tsx';
import { ApprovalsSection } from './ApprovalsSection.tsx';
import { CompanyAddressesSection } from './CompanyAddressesSection.tsx';
import { CompanyInvoicesSection } from './CompanyInvoicesSection.tsx';
import { CompanyOrdersSection } from './CompanyOrdersSection.tsx';
import { CompanyQuotesSection } from './CompanyQuotesSection.tsx';
import { InviteMemberForm } from './InviteMemberForm.tsx';
import { MemberModal } from './MemberModal.tsx';
import { RowList, RowListItem } from './RowList.tsx';
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

      {role !== 'buyer' && (
        <>
          <ApprovalsSection />
          <CompanyOrdersSection />
          <CompanyQuotesSection />
          {company.paymentTerms !== 'none' && <CompanyInvoicesSection />}
        </>
      )}

      <Stack gap="xs">
        <Title order={3} fz="h4">
          Members
        </Title>
        <RowList testId="company-members">
          {members.map((member) => (
            <RowListItem key={member.customerId} testId="company-member">
              <div style={{ minWidth: 0, flex: '1 1 200px' }}>
                <Text fw={600} size="sm">
                  {member.name}
                </Text>
                <Text c="dimmed" size="xs" style={{ overflowWrap: 'anywhere' }}>
                  {member.email}
                </Text>
              </div>
              <Text size="sm" w={90}>
                {roleLabel(member.role)}
              </Text>
              <div style={{ flex: '1 1 160px' }}>
                <Text size="sm">{limitText(member.orderLimit, 'an order')}</Text>
                <Text size="sm">{limitText(member.monthlyLimit, 'a month')}</Text>
              </div>
              {isAdmin && (
                <Button
                  variant="default"
                  size="sm"
                  h={44}
                  onClick={() => setEditing(member)}
                  aria-label={`Edit ${member.name}'s role and limits`}
                >
                  Edit
                </Button>
              )}
            </RowListItem>
          ))}
        </RowList>
      </Stack>

      <CompanyAddressesSection isAdmin={isAdmin} />

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
