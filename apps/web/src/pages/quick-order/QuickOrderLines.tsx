import { formatMoney } from '@buildright/browser';
import { lineTotalCents } from '@buildright/api/shared';
import { ProductImage } from '@buildright/ui';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconRefresh,
  IconShoppingCartPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { shortfallText } from '../../cart/rules.ts';
import { useAddWithinStock, useCartPanel } from '../../cart/useCart.ts';
import { FitLabel } from './FitLabel.tsx';
import { cartLinesOf, isOrderable, type QuickOrderRow } from './quick-order-rows.ts';

/** 44 px: a thumb's width, the least a button on a phone should offer. */
const TOUCH = 44;

interface Props {
  rows: QuickOrderRow[];
  onRowsChange: (rows: QuickOrderRow[]) => void;
  onCheckAgain: () => void;
  checking: boolean;
  onAdded: (items: number) => void;
}

/** The checked lines: each with its product or its problem, fixed in place and checked again. */
export function QuickOrderLines({ rows, onRowsChange, onCheckAgain, checking, onAdded }: Props) {
  const addWithinStock = useAddWithinStock();
  const { setOpen: openCart } = useCartPanel();
  const [added, setAdded] = useState<number | null>(null);
  const orderable = cartLinesOf(rows);
  const items = orderable.reduce((sum, line) => sum + line.quantity, 0);
  const edited = rows.some((row) => row.edited);
  const problems = rows.filter((row) => !row.edited && !isOrderable(row)).length;

  const change = (key: string, values: Partial<Pick<QuickOrderRow, 'sku' | 'quantity'>>) => {
    setAdded(null);
    onRowsChange(
      rows.map((row) =>
        row.key === key ? { ...row, ...values, edited: true, refusal: undefined } : row,
      ),
    );
  };

  const addToCart = () => {
    const refused = addWithinStock(orderable);
    const refusedIds = new Map(refused.map((shortfall) => [shortfall.product.id, shortfall]));
    // What went into the cart leaves the list; what it refused stays, saying why.
    onRowsChange(
      rows.flatMap((row) => {
        if (!isOrderable(row)) return [row];
        const shortfall = refusedIds.get(row.line.product!.id);
        return shortfall ? [{ ...row, refusal: shortfallText(shortfall) }] : [];
      }),
    );
    const count = orderable
      .filter((line) => !refusedIds.has(line.product.id))
      .reduce((sum, line) => sum + line.quantity, 0);
    setAdded(count);
    onAdded(count);
  };

  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Title order={2} fz={{ base: 22, sm: 26 }}>
            Your lines
          </Title>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="quick-order-summary">
            {rows.length} line{rows.length === 1 ? '' : 's'}
            {problems > 0 ? `, ${problems} to fix` : ''}
            {edited ? ', changes not checked yet' : ''}
          </Text>
        </Group>

        {added !== null && added > 0 && (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text size="sm" fw={600}>
                {added} item{added === 1 ? ' is' : 's are'} in your cart.
              </Text>
              <Group gap="xs">
                <Button size="sm" variant="outline" color="dark" onClick={() => openCart(true)}>
                  View cart
                </Button>
                <Button size="sm" component={Link} to="/checkout">
                  Check out
                </Button>
              </Group>
            </Group>
          </Alert>
        )}

        {rows.length === 0 ? (
          <Text c="dimmed">No lines left. Paste more above.</Text>
        ) : (
          <Table className="line-cards-table" verticalSpacing="sm" data-testid="quick-order-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Product</Table.Th>
                <Table.Th>Price</Table.Th>
                <Table.Th>Quantity</Table.Th>
                <Table.Th>Total</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Remove</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <LineRow
                  key={row.key}
                  row={row}
                  onChange={(values) => change(row.key, values)}
                  onRemove={() => onRowsChange(rows.filter((other) => other.key !== row.key))}
                  onCheckAgain={onCheckAgain}
                />
              ))}
            </Table.Tbody>
          </Table>
        )}

        <Group justify="flex-end" gap="sm" wrap="wrap">
          {edited && (
            <Button
              size="md"
              variant="outline"
              color="dark"
              leftSection={<IconRefresh size={18} aria-hidden />}
              onClick={onCheckAgain}
              loading={checking}
            >
              Check again
            </Button>
          )}
          <Button
            size="md"
            leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
            disabled={items === 0 || checking}
            onClick={addToCart}
          >
            Add {items} item{items === 1 ? '' : 's'} to cart
          </Button>
        </Group>
        {edited && (
          <Text size="sm" c="dimmed" ta="right">
            Changed lines are added once they are checked again.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function LineRow({
  row,
  onChange,
  onRemove,
  onCheckAgain,
}: {
  row: QuickOrderRow;
  onChange: (values: Partial<Pick<QuickOrderRow, 'sku' | 'quantity'>>) => void;
  onRemove: () => void;
  onCheckAgain: () => void;
}) {
  const { line } = row;
  const product = line.product;
  const problem = row.refusal ?? (row.edited ? null : line.message);
  const lineLabel = `line ${line.lines.join(' and ')}`;
  // A product found keeps its SKU; any other line's SKU is what to fix.
  const skuFixable = product === null || line.problem === 'inactive';
  const onEnter = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onCheckAgain();
    }
  };

  return (
    <Table.Tr
      data-testid="quick-order-line"
      data-problem={row.edited ? 'edited' : (line.problem ?? 'none')}
    >
      <Table.Td data-label="Product">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {product && (
            <ProductImage
              src={product.image}
              alt=""
              w={48}
              h={48}
              radius="sm"
              fit="cover"
              sizes="48px"
              style={{ flex: 'none' }}
            />
          )}
          <Stack gap={2} style={{ minWidth: 0 }}>
            {product ? (
              <>
                <Anchor component={Link} to={`/equipment/${product.id}`} fw={600} c="dark" lh={1.3}>
                  {product.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  SKU {product.sku} ·{' '}
                  {product.stock > 0 ? `${product.stock} in stock` : 'Out of stock'}
                </Text>
                {product.fit && <FitLabel fit={product.fit} />}
              </>
            ) : null}
            {skuFixable && (
              <TextInput
                aria-label={`SKU, ${lineLabel}`}
                value={row.sku}
                onChange={(event) => onChange({ sku: event.currentTarget.value })}
                onKeyDown={onEnter}
                size="md"
                w={{ base: '100%', sm: 180 }}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                error={problem !== null}
              />
            )}
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td data-label="Price">
        {product ? (
          <Text size="sm" fw={600}>
            {formatMoney(product.unitPrice)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        )}
      </Table.Td>
      <Table.Td data-label="Quantity">
        <TextInput
          aria-label={`Quantity, ${lineLabel}`}
          value={row.quantity}
          onChange={(event) => onChange({ quantity: event.currentTarget.value })}
          onKeyDown={onEnter}
          inputMode="numeric"
          size="md"
          w={84}
          error={problem !== null && line.problem !== 'unknown-sku' && line.problem !== 'inactive'}
          styles={{ input: { minHeight: TOUCH } }}
        />
      </Table.Td>
      <Table.Td data-label="Total">
        <Text size="sm" fw={700}>
          {product && line.quantity !== null && !row.edited
            ? formatMoney(lineTotalCents({ price: product.unitPrice }, line.quantity))
            : '—'}
        </Text>
      </Table.Td>
      <Table.Td data-label="Status">
        <LineStatus row={row} problem={problem} />
      </Table.Td>
      <Table.Td data-label="" className="quick-order-remove">
        <ActionIcon
          variant="subtle"
          color="red.8"
          size={TOUCH}
          aria-label={`Remove ${row.sku || lineLabel}`}
          onClick={onRemove}
        >
          <IconTrash size={20} aria-hidden />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}

function LineStatus({ row, problem }: { row: QuickOrderRow; problem: string | null }) {
  if (problem !== null) {
    return (
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconAlertTriangle
          size={18}
          color="var(--mantine-color-red-8)"
          aria-hidden
          style={{ flex: 'none' }}
        />
        <Text size="sm" c="red.9" fw={600} data-testid="line-problem">
          {problem}
        </Text>
      </Group>
    );
  }
  if (row.edited) {
    return (
      <Text size="sm" c="dimmed">
        Changed: check again
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
      <Text size="sm" c="dark.7" fw={600}>
        Ready
      </Text>
    </Group>
  );
}
