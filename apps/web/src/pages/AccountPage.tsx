import type { CurrentUser, Order } from '@buildright/api';
import { formatMoney } from '@buildright/api/shared';
import { OrderStatusBadge, PaymentBadge } from '@buildright/ui';
import {
  Avatar,
  Button,
  Card,
  Container,
  Divider,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconLogout, IconPackage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { toast } from '../lib/notify.ts';
import { useTRPC } from '../lib/trpc.ts';

const LOGIN_REDIRECT_DELAY_MS = 500;
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function AccountPage() {
  const me = useCurrentUser();
  const signedOut = !me.isPending && !me.data;

  useEffect(() => {
    if (!signedOut) return;
    toast({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    const timer = setTimeout(() => window.location.assign('/api/login'), LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedOut]);

  if (me.isPending || !me.data) {
    return (
      <Container size="lg" py={96}>
        <title>My Account | BuildRight Equipment</title>
        <Group justify="center" gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>Loading your account...</Text>
        </Group>
      </Container>
    );
  }
  return <Account user={me.data} />;
}

function Account({ user }: { user: CurrentUser }) {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <Container size="lg" py="xl">
      <title>My Account | BuildRight Equipment</title>
      <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap">
        <div>
          <Title order={1}>My Account</Title>
          <Text c="dimmed">Manage your orders and account information</Text>
        </div>
        <Button
          component="a"
          href="/api/logout"
          variant="outline"
          color="dark"
          leftSection={<IconLogout size={16} aria-hidden />}
        >
          Sign Out
        </Button>
      </Group>

      <Card withBorder radius="md" p="lg" mb="lg">
        <Group gap="md">
          <Avatar
            src={user.profileImageUrl}
            alt={fullName ? `${fullName}'s profile image` : 'Profile image'}
            size={72}
            radius="xl"
            color="safety"
            variant="filled"
            name={fullName || user.username}
          />
          <div>
            <Title order={2} fz="xl" data-testid="account-name">
              {fullName || 'Welcome!'}
            </Title>
            {user.email && <Text c="dimmed">{user.email}</Text>}
            <Text size="sm" c="dimmed">
              Username: {user.username}
            </Text>
          </div>
        </Group>
      </Card>

      <Card withBorder radius="md" p="lg">
        <Title order={2} fz="xl">
          Order History
        </Title>
        <Text c="dimmed" size="sm" mb="md">
          Track your orders and view order details
        </Text>
        {user.isAdmin ? (
          <Text>
            You are signed in as an administrator. Orders are managed in the{' '}
            <a href="/admin-dashboard/">Admin Dashboard</a>.
          </Text>
        ) : (
          <OrderHistory />
        )}
      </Card>
    </Container>
  );
}

function OrderHistory() {
  const trpc = useTRPC();
  const orders = useQuery(trpc.orders.mine.queryOptions());

  if (orders.isPending) {
    return (
      <Group gap="sm" py="lg" justify="center">
        <Loader size="sm" aria-hidden />
        <Text>Loading your orders...</Text>
      </Group>
    );
  }
  if (orders.isError) {
    return (
      <Text c="red.9" role="alert">
        Your orders could not be loaded: {orders.error.message}
      </Text>
    );
  }
  if (orders.data.length === 0) {
    return (
      <Stack align="center" py="xl" gap="sm" data-testid="orders-empty">
        <ThemeIcon size={64} radius="xl" color="gray.2" aria-hidden>
          <IconPackage size={34} color="var(--mantine-color-gray-7)" />
        </ThemeIcon>
        <Text fw={700}>No orders found</Text>
        <Text c="dimmed" size="sm">
          Your orders will appear here once you place one.
        </Text>
        <Button component={Link} to="/">
          Start Shopping
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {orders.data.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </Stack>
  );
}

function OrderCard({ order }: { order: Order }) {
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      p="md"
      data-testid="order"
      aria-label={`Order #${order.id}`}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Text fw={800} fz="lg">
            Order #{order.id}
          </Text>
          <OrderStatusBadge status={order.status} />
          <PaymentBadge paymentMethod={order.paymentMethod} paymentStatus={order.paymentStatus} />
        </Group>
        <Text fw={800} fz="lg">
          {formatMoney(order.total)}
        </Text>
      </Group>
      <Group gap="xl" mt="xs" wrap="wrap">
        <Detail label="Order Date" value={dateFormat.format(order.createdAt)} />
        {order.trackingNumber && <Detail label="Tracking Number" value={order.trackingNumber} />}
        {order.estimatedDelivery && (
          <Detail label="Estimated Delivery" value={dateFormat.format(order.estimatedDelivery)} />
        )}
      </Group>
      <Divider my="sm" />
      <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {order.lines.map((line, index) => (
          <Group
            component="li"
            key={`${line.productId}-${index}`}
            justify="space-between"
            wrap="nowrap"
          >
            <Text size="sm">
              {line.name} × {line.quantity}
            </Text>
            <Text size="sm" fw={600}>
              {formatMoney(line.lineTotal)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text component="span" c="dimmed">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
}
