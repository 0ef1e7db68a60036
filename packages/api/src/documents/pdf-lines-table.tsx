/** @jsxRuntime automatic -- as well where a runner reads another tsconfig (tsx in apps/server) */
import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatMoney } from '../shared/money.ts';
import { colors, table } from './pdf-theme.ts';
import type { DocumentLine } from './types.ts';

const styles = StyleSheet.create({
  item: { flexGrow: 1, flexBasis: 0, paddingRight: 8 },
  sku: { width: 92, paddingRight: 8, color: colors.muted },
  quantity: { width: 36, textAlign: 'right' },
  money: { width: 78, textAlign: 'right' },
});

function HeaderRow() {
  return (
    // Fixed inside the table: every page the table runs onto repeats the column names.
    <View style={[table.row, table.head]} fixed>
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
        <View key={index} style={table.row} wrap={false}>
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
