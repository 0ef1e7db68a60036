import type { CurrentUser } from '@buildright/api';
import { Avatar, Card, Group, Text, Title } from '@mantine/core';
import { fullName } from '../../auth/useCurrentUser.ts';

export function ProfileSummary({ user }: { user: CurrentUser }) {
  const name = fullName(user);
  return (
    <Card withBorder radius="md" p="lg" mb="lg">
      <Group gap="md">
        <Avatar
          src={user.profileImageUrl}
          alt={name ? `${name}'s profile image` : 'Profile image'}
          size={72}
          radius="xl"
          color="safety"
          variant="filled"
          name={name || user.username}
        />
        <div>
          <Title order={2} fz="xl" data-testid="account-name">
            {name || 'Welcome!'}
          </Title>
          {user.email && <Text c="dimmed">{user.email}</Text>}
          <Text size="sm" c="dimmed">
            Username: {user.username}
            {user.company && ` · ${user.company}`}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
