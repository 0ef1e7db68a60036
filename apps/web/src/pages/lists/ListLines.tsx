import type { SavedListLine } from '@buildright/api/shared';
import { displayImage, lineTotalCents } from '@buildright/api/shared';
import { formatMoney } from '@buildright/browser';
import { ProductImage, StockBadge } from '@buildright/ui';
import {
  ActionIcon,
  Anchor,
  Badge,
  Checkbox,
  Group,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { MAX_LINE_QUANTITY } from '@buildright/api/shared';
import { Link } from 'react-router-dom';
import { QuantityPicker } from '../../components/QuantityPicker.tsx';

/** How the list's maker changes its lines; a colleague reading a shared list has none. */
interface LineEdits {
  onQuantity: (productId: number, quantity: number) => void;
  onRemove: (productId: number) => void;
}

interface Props {
  lines: SavedListLine[];
  selected: ReadonlySet<number>;
  onSelect: (productId: number, selected: boolean) => void;
  edit: LineEdits | null;
}

/** A list's products: chosen for the cart by a tick, their quantities changed in place. */
export function ListLines({ lines, selected, onSelect, edit }: Props) {
  return (
    <Table className="line-cards-table" verticalSpacing="sm" data-testid="list-lines">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Product</Table.Th>
          <Table.Th>Price</Table.Th>
          <Table.Th>Quantity</Table.Th>
          <Table.Th>Total</Table.Th>
          <Table.Th>Stock</Table.Th>
          {edit && (
            <Table.Th>
              <VisuallyHidden>Remove</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <LineRow
            key={line.product.id}
            line={line}
            selected={selected.has(line.product.id)}
            onSelect={(value) => onSelect(line.product.id, value)}
            edit={
              edit && {
                onQuantity: (quantity) => edit.onQuantity(line.product.id, quantity),
                onRemove: () => edit.onRemove(line.product.id),
              }
            }
          />
        ))}
      </Table.Tbody>
    </Table>
  );
}

function LineRow({
  line,
  selected,
  onSelect,
  edit,
}: {
  line: SavedListLine;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  edit: { onQuantity: (quantity: number) => void; onRemove: () => void } | null;
}) {
  const { product, quantity } = line;
  return (
    <Table.Tr data-testid="list-line">
      <Table.Td data-label="Product">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Checkbox
            aria-label={`Choose ${product.name}`}
            checked={selected}
            onChange={(event) => onSelect(event.currentTarget.checked)}
            size="md"
            mt={12}
          />
          <ProductImage
            src={displayImage(product)}
            alt=""
            w={48}
            h={48}
            radius="sm"
            fit="cover"
            sizes="48px"
            style={{ flex: 'none' }}
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/equipment/${product.id}`} fw={600} c="dark" lh={1.3}>
              {product.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              SKU {product.sku}
            </Text>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td data-label="Price">
        <Text size="sm" fw={600}>
          {formatMoney(product.unitPrice)}
        </Text>
      </Table.Td>
      <Table.Td data-label="Quantity">
        {edit ? (
          <QuantityPicker value={quantity} max={MAX_LINE_QUANTITY} onChange={edit.onQuantity} />
        ) : (
          <Text size="sm">{quantity}</Text>
        )}
      </Table.Td>
      <Table.Td data-label="Total">
        <Text size="sm" fw={700}>
          {formatMoney(lineTotalCents({ price: product.unitPrice }, quantity))}
        </Text>
      </Table.Td>
      <Table.Td data-label="Stock">
        {product.shown ? (
          <StockBadge stock={product.stock} />
        ) : (
          <Badge color="gray" variant="filled">
            No longer sold
          </Badge>
        )}
      </Table.Td>
      {edit && (
        <Table.Td data-label="">
          <ActionIcon
            variant="subtle"
            color="red.9"
            size={44}
            aria-label={`Remove ${product.name} from the list`}
            onClick={edit.onRemove}
          >
            <IconTrash size={20} aria-hidden />
          </ActionIcon>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
