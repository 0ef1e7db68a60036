import { fromCents, tierFor, toCents, type PriceTier } from '@buildright/api/shared';
import { formatMoney } from '@buildright/browser';
import { Text } from '@mantine/core';
import { quantityRange } from './VolumePrices.tsx';

/**
 * What the chosen quantity costs: the unit price of the step of the buyer's ladder it reaches
 * (the server's pricing rule made the ladder) and the total, e.g. "12 × $95.00 each (10–49
 * price) = $1,140.00". Nothing while the product has one price only.
 */
export function QuantityPrice({
  ladder,
  quantity,
}: {
  ladder: readonly PriceTier[];
  quantity: number;
}) {
  const tier = tierFor(ladder, quantity);
  if (ladder.length < 2 || !tier) return null;
  const range = quantityRange(ladder, ladder.indexOf(tier));
  const total = fromCents(toCents(tier.price) * quantity);
  return (
    <Text size="sm" aria-live="polite" data-testid="quantity-price">
      {quantity} × <strong>{formatMoney(tier.price)}</strong> each ({range} price) ={' '}
      <strong>{formatMoney(total)}</strong>
    </Text>
  );
}
