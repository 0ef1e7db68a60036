import { Group, Text } from '@mantine/core';
import { formatMoney } from '@buildright/browser';
import { PlainList } from './PlainList.tsx';

interface SummaryLine {
  name: string;
  quantity: number;
  /** Decimal string. */
  lineTotal: string;
}

/** What a payment is for, a line each: the product, how many, and what the line costs. */
export function SummaryLines({ lines }: { lines: readonly SummaryLine[] }) {
  return (
    <PlainList gap="xs">
      {lines.map((line, index) => (
        <Group component="li" key={index} justify="space-between" wrap="nowrap" gap="sm">
          <Text lineClamp={2}>
            {line.name} × {line.quantity}
          </Text>
          <Text fw={600}>{formatMoney(line.lineTotal)}</Text>
        </Group>
      ))}
    </PlainList>
  );
}
