import type { Product } from '@buildright/api';
import { Card, Table, Title } from '@mantine/core';

export function Specifications({ product }: { product: Product }) {
  const rows: [string, string][] = [
    ['Category', product.category],
    ['Model', product.name],
    ...(product.sku ? ([['SKU', product.sku]] as [string, string][]) : []),
    ['Warranty', '2 Years'],
    ['Condition', 'New'],
    ['Stock', `${product.stock} units`],
    ['Shipping', 'Free over $50'],
  ];
  return (
    <Card withBorder radius="md" p="lg" h="100%">
      <Title order={2} fz={26} mb="sm">
        Specifications
      </Title>
      <Table striped verticalSpacing="sm" data-testid="specifications">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="40%">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
