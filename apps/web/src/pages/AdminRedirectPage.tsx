import { Container, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTRPC } from '../lib/trpc.ts';

/** /admin and /admin-dashboard in the shop: admins go to the admin site, everyone else home. */
export function AdminRedirectPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const admin = useQuery(trpc.auth.admin.me.queryOptions());

  useEffect(() => {
    if (admin.isPending) return;
    if (admin.data) window.location.assign('/admin-dashboard/');
    else void navigate('/', { replace: true });
  }, [admin.isPending, admin.data, navigate]);

  return (
    <Container py={96}>
      <title>Admin | BuildRight Equipment</title>
      <Group justify="center" gap="sm">
        <Loader size="sm" aria-hidden />
        <Text>Checking your session...</Text>
      </Group>
    </Container>
  );
}
