import type { CustomerOrder } from '@buildright/api';
import { formatMoney } from '@buildright/api/shared';
import { ProductImage } from '@buildright/ui';
import { Anchor, Card, Group, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** What was ordered, at the prices of the day it was ordered. */
export function OrderLinesCard({ order }: { order: CustomerOrder }) {
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="order-items-title">
      <Title order={2} fz="xl" mb="md" id="order-items-title">
        Items
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="sm" data-testid="order-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
              <Table.Th ta="right">Unit Price</Table.Th>
              <Table.Th ta="right">Line Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.lines.map((line, index) => (
              <Table.Tr key={`${line.productId}-${index}`}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <ProductImage
                      src={line.imageUrl}
                      alt=""
                      w={48}
                      h={48}
                      sizes="48px"
                      radius="sm"
                      fit="cover"
                    />
                    {line.productId === null ? (
                      <Text fw={600}>{line.name}</Text>
                    ) : (
                      <Anchor component={Link} to={`/equipment/${line.productId}`} fw={600}>
                        {line.name}
                      </Anchor>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{line.quantity}</Table.Td>
                <Table.Td ta="right">{formatMoney(line.unitPrice)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatMoney(line.lineTotal)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={3} ta="right">
                Total
              </Table.Th>
              <Table.Td ta="right" fw={800} data-testid="order-total">
                {formatMoney(order.total)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
