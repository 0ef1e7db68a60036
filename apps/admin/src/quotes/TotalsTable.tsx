import { Table } from '@mantine/core';
import { formatMoney } from '@buildright/browser';

interface TotalsFigures {
  subtotal: string;
  /** "Discount (5%)"; null hides the row. */
  discountLabel: string | null;
  discount: string;
  deliveryCharge: string;
  total: string;
}

/** Subtotal, discount, delivery and total, right-aligned under a revision's lines. */
export function TotalsTable({ label, totals }: { label: string; totals: TotalsFigures }) {
  const rows: [string, string][] = [
    ['Subtotal', formatMoney(totals.subtotal)],
    ...(totals.discountLabel
      ? [[totals.discountLabel, `−${formatMoney(totals.discount)}`] as [string, string]]
      : []),
    ['Delivery', formatMoney(totals.deliveryCharge)],
  ];
  return (
    <Table w="auto" ml="auto" verticalSpacing={4} aria-label={label} withRowBorders={false}>
      <Table.Tbody>
        {rows.map(([name, amount]) => (
          <Table.Tr key={name}>
            <Table.Th fw={500}>{name}</Table.Th>
            <Table.Td ta="right">{amount}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th fz="md">Total</Table.Th>
          <Table.Td ta="right" fz="md" fw={800}>
            {formatMoney(totals.total)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
