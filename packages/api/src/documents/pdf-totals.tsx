/** @jsxRuntime automatic -- as well where a runner reads another tsconfig (tsx in apps/server) */
import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatMoney } from '../shared/money.ts';
import { formatDeduction, isNonZero } from './format.ts';
import { colors, fonts } from './pdf-theme.ts';
import type { DocumentTotals } from './types.ts';

const styles = StyleSheet.create({
  block: { alignSelf: 'flex-end', width: 230, marginTop: 10 },
  row: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingVertical: 2,
    paddingHorizontal: 4,
  },
  total: {
    fontFamily: fonts.bold,
    fontSize: 12,
    lineHeight: 1.3,
    marginTop: 4,
    paddingTop: 6,
    borderTopWidth: 1.5,
    borderTopColor: colors.accent,
  },
});

/** Subtotal, then discount and delivery only when the document has them, then the total. */
export function TotalsBlock({ totals }: { totals: DocumentTotals }) {
  const rows: [label: string, amount: string][] = [['Subtotal', formatMoney(totals.subtotal)]];
  if (isNonZero(totals.discount)) {
    rows.push([totals.discountLabel ?? 'Discount', formatDeduction(totals.discount)]);
  }
  if (isNonZero(totals.deliveryCharge)) rows.push(['Delivery', formatMoney(totals.deliveryCharge)]);
  return (
    <View style={styles.block} wrap={false}>
      {rows.map(([label, amount]) => (
        <View key={label} style={styles.row}>
          <Text>{label}</Text>
          <Text>{amount}</Text>
        </View>
      ))}
      <View style={[styles.row, styles.total]}>
        <Text>Total</Text>
        <Text>{formatMoney(totals.total)}</Text>
      </View>
    </View>
  );
}
