import type { PriceTier } from '@buildright/api/shared';
import { formatMoney } from '@buildright/browser';
import { Card, Table, Text, Title } from '@mantine/core';

/** "1–9", "10–49", "50+": the quantities each step of the ladder covers. */
export function quantityRange(ladder: readonly PriceTier[], index: number): string {
  const from = ladder[index]!.minQuantity;
  const next = ladder[index + 1];
  if (!next) return `${from}+`;
  return next.minQuantity - 1 === from ? String(from) : `${from}–${next.minQuantity - 1}`;
}

/**
 * Volume pricing: the unit price from each quantity on, as the server prices it for this buyer
 * (a member's ladder already holds their contract price). Nothing when there is one price only.
 */
export function VolumePrices({ ladder, yours }: { ladder: readonly PriceTier[]; yours: boolean }) {
  if (ladder.length < 2) return null;
  return (
    <Card withBorder radius="md" p="md" data-testid="volume-prices">
      <Title order={2} fz="lg" mb={4} id="volume-prices-title">
        {yours ? 'Your volume pricing' : 'Volume pricing'}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        The more you order, the less each unit costs.
      </Text>
      <Table aria-labelledby="volume-prices-title" striped withRowBorders={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Quantity</Table.Th>
            <Table.Th scope="col" ta="right">
              Price per unit
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ladder.map((step, index) => (
            <Table.Tr key={step.minQuantity} data-testid="volume-price">
              <Table.Th scope="row" fw={600}>
                {quantityRange(ladder, index)}
              </Table.Th>
              <Table.Td ta="right" fw={700}>
                {formatMoney(step.price)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
