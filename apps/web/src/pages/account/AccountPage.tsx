import type { CurrentUser } from '@buildright/api';
import { Card, Container, Group, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { OutlineLinkButton } from '../../components/OutlineLinkButton.tsx';
import { AccountTabs } from './AccountTabs.tsx';
import { OrderHistoryHeading } from './OrderHistory.tsx';
import { ProfileSummary } from './ProfileSummary.tsx';
import { SignedInOnly } from './SignedInOnly.tsx';

const TITLE = 'My Account | BuildRight Equipment';

export function AccountPage() {
  return <SignedInOnly title={TITLE}>{(user) => <Account user={user} />}</SignedInOnly>;
}

function Account({ user }: { user: CurrentUser }) {
  return (
    <Container size="lg" py="xl">
      <title>{TITLE}</title>
      <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap">
        <div>
          <Title order={1}>My Account</Title>
          <Text c="dimmed">Manage your orders and account information</Text>
        </div>
        <OutlineLinkButton href="/api/logout" icon={IconLogout}>
          Sign Out
        </OutlineLinkButton>
      </Group>
      <ProfileSummary user={user} />
      {user.isAdmin ? <AdminNotice /> : <AccountTabs user={user} />}
    </Container>
  );
}

/** Administrators have no customer profile here; their orders live in the dashboard. */
function AdminNotice() {
  return (
    <Card withBorder radius="md" p="lg">
      <OrderHistoryHeading />
      <Text>
        You are signed in as an administrator. Orders are managed in the{' '}
        <a href="/admin-dashboard/">Admin Dashboard</a>.
      </Text>
    </Card>
  );
}
