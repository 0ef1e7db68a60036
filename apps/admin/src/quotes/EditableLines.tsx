import { ActionIcon, NumberInput, Table, Text, VisuallyHidden } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { MAX_LINE_QUANTITY } from '@buildright/api/shared';
import { formatMoney } from '@buildright/browser';
import { moneyInputProps } from '../common/moneyInputProps.ts';
import { lineTotal, type RevisionFormValues } from './revisionForm.ts';

/** The revision's lines: a price and quantity per product, and a way to take a product off. */
export function EditableLines({ form }: { form: UseFormReturnType<RevisionFormValues> }) {
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table verticalSpacing="xs" aria-label="Lines of this revision">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th w={180}>Unit price</Table.Th>
            <Table.Th w={120}>Quantity</Table.Th>
            <Table.Th ta="right">Line total</Table.Th>
            <Table.Th w={50}>
              <VisuallyHidden>Remove</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {form.values.lines.map((line, index) => {
            const total = lineTotal(line);
            return (
              <Table.Tr key={line.productId} style={{ verticalAlign: 'top' }}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {line.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    SKU {line.sku}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Unit price of ${line.name}`}
                    {...moneyInputProps}
                    {...form.getInputProps(`lines.${index}.unitPrice`)}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Quantity of ${line.name}`}
                    min={1}
                    max={MAX_LINE_QUANTITY}
                    step={1}
                    allowDecimal={false}
                    allowNegative={false}
                    {...form.getInputProps(`lines.${index}.quantity`)}
                  />
                </Table.Td>
                <Table.Td ta="right" fw={600} pt="md">
                  {total === null ? '—' : formatMoney(total)}
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove ${line.name}`}
                    onClick={() => form.removeListItem('lines', index)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
