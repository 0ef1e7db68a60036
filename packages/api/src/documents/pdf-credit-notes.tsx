/** @jsxRuntime automatic -- as well where a runner reads another tsconfig (tsx in apps/server) */
import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatMoney, toCents } from '../shared/money.ts';
import { formatDeduction, formatDocumentDate } from './format.ts';
import { colors, table, text } from './pdf-theme.ts';
import type { DocumentCreditNote } from './types.ts';

const styles = StyleSheet.create({
  section: { marginTop: 14 },
  date: { width: 104 },
  reference: { flexGrow: 1, flexBasis: 0, paddingRight: 8 },
  reason: { width: 110, paddingRight: 8 },
  money: { width: 78, textAlign: 'right' },
  aside: { color: colors.muted },
});

/** "CN-000017 · RMA-000003": the credit note, and the return it pays back. */
export const creditNoteReference = (note: DocumentCreditNote) =>
  [note.number, ...(note.returnNumber ? [note.returnNumber] : [])].join(' · ');

/** What of a credit note exceeded what its invoice owed, in words; null when nothing did. */
export const companyCreditText = (note: DocumentCreditNote) =>
  toCents(note.toCompanyCredit) > 0
    ? `${formatMoney(note.toCompanyCredit)} added to your company credit`
    : null;

/**
 * An invoice's credit notes: when, which, why and how much; and the company's credit it took when
 * it was issued. What each left on the invoice (not added to the company's credit), with the credit
 * taken, is what the totals call credited.
 */
export function CreditNotesTable(props: {
  issuedOn: string;
  creditNotes: DocumentCreditNote[];
  companyCreditTaken: string;
}) {
  const taken = toCents(props.companyCreditTaken) > 0;
  if (props.creditNotes.length === 0 && !taken) return null;
  return (
    <View style={styles.section}>
      <Text style={text.label} minPresenceAhead={48}>
        Credit notes
      </Text>
      <View style={[table.row, table.head]} fixed>
        <Text style={styles.date}>Date</Text>
        <Text style={styles.reference}>Reference</Text>
        <Text style={styles.reason}>Reason</Text>
        <Text style={styles.money}>Amount</Text>
      </View>
      {taken && (
        <View style={table.row} wrap={false}>
          <Text style={styles.date}>{formatDocumentDate(props.issuedOn)}</Text>
          <Text style={styles.reference}>Your company credit</Text>
          <Text style={styles.reason}>Earlier credit notes</Text>
          <Text style={styles.money}>{formatDeduction(props.companyCreditTaken)}</Text>
        </View>
      )}
      {props.creditNotes.map((note) => {
        const toCredit = companyCreditText(note);
        return (
          <View key={note.number} style={table.row} wrap={false}>
            <Text style={styles.date}>{formatDocumentDate(note.creditedOn)}</Text>
            <View style={styles.reference}>
              <Text>{creditNoteReference(note)}</Text>
              {toCredit && <Text style={styles.aside}>{toCredit}</Text>}
            </View>
            <Text style={styles.reason}>{note.reason}</Text>
            <Text style={styles.money}>{formatDeduction(note.amount)}</Text>
          </View>
        );
      })}
    </View>
  );
}
