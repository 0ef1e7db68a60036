import { Box, Button, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLogout } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { AdminUser } from '@buildright/api';
import { toast, toastFailure } from '@buildright/browser';
import { shopUrl } from '../lib/origin.ts';
import { setSignedInAdmin } from '../lib/session.ts';
import { trpc } from '../lib/trpc.ts';

export function AdminHeader({ admin }: { admin: AdminUser }) {
  const logout = useMutation(
    trpc.auth.admin.logout.mutationOptions({
      onSuccess: () => {
        setSignedInAdmin(null);
        toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
      },
      onError: (error) => toastFailure('Logout failed', error),
    }),
  );

  return (
    <Box component="header" bg="steel.9" c="white" py="sm">
      <Container size="xl">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Button
              component="a"
              href={shopUrl}
              variant="subtle"
              color="gray.0"
              px="xs"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              Back to Site
            </Button>
            <Title
              order={1}
              fz={{ base: 'h3', sm: 'h2' }}
              c="white"
              style={{ whiteSpace: 'nowrap' }}
            >
              Admin Dashboard
            </Title>
          </Group>
          <Group gap="md" wrap="nowrap">
            <Text c="gray.3" size="sm" data-testid="admin-greeting">
              Welcome, <strong>{admin.username}</strong>
            </Text>
            <Button
              variant="white"
              color="dark"
              leftSection={<IconLogout size={16} aria-hidden />}
              loading={logout.isPending}
              onClick={() => logout.mutate()}
            >
              Logout
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
