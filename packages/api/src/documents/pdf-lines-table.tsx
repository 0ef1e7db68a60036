/** @jsxRuntime automatic -- as well where a runner reads another tsconfig (tsx in apps/server) */
import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatMoney } from '../shared/money.ts';
import { colors, fonts } from './pdf-theme.ts';
import type { DocumentLine } from './types.ts';

const styles = StyleSheet.create({
  row: {
    flexDirection: 'row',
    fontSize: 10, // beside the line height, which react-pdf resolves with this node's font size
    lineHeight: 1.25,
    paddingVertical: 4,
    paddingHorizontal: 4,
    borderBottomWidth: 1,
    borderBottomColor: colors.rule,
  },
  head: {
    fontFamily: fonts.bold,
    fontSize: 8.5,
    lineHeight: 1.5,
    backgroundColor: colors.band,
    borderBottomWidth: 1.5,
    borderBottomColor: colors.accent,
  },
  item: { flexGrow: 1, flexBasis: 0, paddingRight: 8 },
  sku: { width: 92, paddingRight: 8, color: colors.muted },
  quantity: { width: 36, textAlign: 'right' },
  money: { width: 78, textAlign: 'right' },
});

function HeaderRow() {
  return (
    // Fixed inside the table: every page the table runs onto repeats the column names.
    <View style={[styles.row, styles.head]} fixed>
      <Text style={styles.item}>Item</Text>
      <Text style={[styles.sku, { color: colors.ink }]}>SKU</Text>
      <Text style={styles.quantity}>Qty</Text>
      <Text style={styles.money}>Unit price</Text>
      <Text style={styles.money}>Total</Text>
    </View>
  );
}

export function LinesTable({ lines }: { lines: DocumentLine[] }) {
  return (
    <View>
      <HeaderRow />
      {lines.map((line, index) => (
        <View key={index} style={styles.row} wrap={false}>
          <Text style={styles.item}>{line.name}</Text>
          <Text style={styles.sku}>{line.sku ?? '—'}</Text>
          <Text style={styles.quantity}>{line.quantity}</Text>
          <Text style={styles.money}>{formatMoney(line.unitPrice)}</Text>
          <Text style={styles.money}>{formatMoney(line.lineTotal)}</Text>
        </View>
      ))}
    </View>
  );
}
