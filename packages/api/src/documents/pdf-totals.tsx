/** @jsxRuntime automatic -- as well where a runner reads another tsconfig (tsx in apps/server) */
import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatMoney, toCents } from '../shared/money.ts';
import { formatDeduction } from './format.ts';
import { chargeRows } from '../orders/shared/order-charges.ts';
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

/** What an invoice has received and been credited, and what it still owes, as its row says. */
interface Settlement {
  paid: string;
  credited: string;
  balance: string;
}

/**
 * The rows that explain the total (chargeRows, as every order and e-mail draws them), then the
 * total. A document names its subtotal even when nothing is added or taken off. With a
 * settlement, what was paid and credited follows, and the balance due.
 */
export function TotalsBlock({
  totals,
  settlement,
}: {
  totals: DocumentTotals & { lines: readonly { lineTotal: string }[] };
  settlement?: Settlement | null;
}) {
  const explained = chargeRows(totals.lines, totals);
  const rows =
    explained.length > 0
      ? explained
      : [{ label: 'Subtotal', amount: totals.subtotal, deduction: false }];
  return (
    <View style={styles.block} wrap={false}>
      {rows.map((row) => (
        <View key={row.label} style={styles.row}>
          <Text>{row.label}</Text>
          <Text>{row.deduction ? formatDeduction(row.amount) : formatMoney(row.amount)}</Text>
        </View>
      ))}
      <View style={[styles.row, styles.total]}>
        <Text>Total</Text>
        <Text>{formatMoney(totals.total)}</Text>
      </View>
      {settlement && (
        <>
          {(
            [
              ['Paid', settlement.paid],
              ['Credited', settlement.credited],
            ] as const
          )
            .filter(([, amount]) => toCents(amount) > 0)
            .map(([label, amount]) => (
              <View key={label} style={styles.row}>
                <Text>{label}</Text>
                <Text>{formatDeduction(amount)}</Text>
              </View>
            ))}
          <View style={[styles.row, styles.total]}>
            <Text>Balance due</Text>
            <Text>{formatMoney(settlement.balance)}</Text>
          </View>
        </>
      )}
    </View>
  );
}
