import type { MyCompany } from '@buildright/api/shared';
import { Badge, Divider, Group, Stack, Title } from '@mantine/core';
import { formatMoney } from '@buildright/browser';
import { Detail } from '../Detail.tsx';
import { ApprovalsSection } from './ApprovalsSection.tsx';
import { CompanyAddressesSection } from './CompanyAddressesSection.tsx';
import { CompanyInvoicesSection } from './CompanyInvoicesSection.tsx';
import { CompanyOrdersSection } from './CompanyOrdersSection.tsx';
import { CompanyQuotesSection } from './CompanyQuotesSection.tsx';
import { InviteMemberForm } from './InviteMemberForm.tsx';
import { MembersSection } from './MembersSection.tsx';
import { PendingInvitationsSection } from './PendingInvitationsSection.tsx';
import { roleLabel, termsText } from './limits.ts';

/** The member's company: its details and terms, its members, and (for admins) invitations. */
export function CompanyView({ mine }: { mine: MyCompany }) {
  const { company, role, members, invitations } = mine;
  const isAdmin = role === 'admin';
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

      <MembersSection companyName={company.name} members={members} isAdmin={isAdmin} />

      <CompanyAddressesSection isAdmin={isAdmin} />

      {isAdmin && (
        <>
          <PendingInvitationsSection invitations={invitations} />
          <Divider />
          <InviteMemberForm />
        </>
      )}
    </Stack>
  );
}
