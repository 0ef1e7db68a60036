import type { CheckoutInfo } from '@buildright/api/shared';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export function OrderDetails({ info }: { info: CheckoutInfo }) {
  const rows: [string, string][] = [
    ['Name', info.customerName],
    ['Email', info.customerEmail],
    ['Phone', info.customerPhone],
    ['Address', info.customerAddress],
  ];
  return (
    <Card withBorder radius="md" p="lg" aria-labelledby="order-details-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="xl" id="order-details-title">
          Order Details
        </Title>
        <Anchor
          component={Link}
          to="/checkout"
          size="sm"
          fw={600}
          display="inline-flex"
          style={{ alignItems: 'center', gap: 4 }}
        >
          <IconPencil size={14} aria-hidden /> Edit information
        </Anchor>
      </Group>
      <Stack gap={6} component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
            <Text component="dt" fw={600} w={80} style={{ flexShrink: 0 }}>
              {label}
            </Text>
            <Text component="dd" m={0} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
