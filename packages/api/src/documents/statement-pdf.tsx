/** @jsxRuntime automatic -- as well where a runner reads another tsconfig (tsx in apps/server) */
import { Document, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatMoney, toCents } from '../shared/money.ts';
import { formatDeduction, formatDocumentDate } from './format.ts';
import { Overview, Section } from './pdf-blocks.tsx';
import { companyCreditText, creditNoteReference } from './pdf-credit-notes.tsx';
import { DocumentPage } from './pdf-page.tsx';
import { remitToText } from './shop.ts';
import { colors, fonts, table, text } from './pdf-theme.ts';
import type { DocumentShop, StatementDocument } from './types.ts';

const styles = StyleSheet.create({
  // A little smaller than an invoice's lines: the invoices' table has seven columns.
  dense: { fontSize: 9.5 },
  wide: { flexGrow: 1, flexBasis: 0, paddingRight: 6 },
  date: { width: 96 },
  // The invoices' table is dense: seven columns, dates in short.
  shortDate: { width: 66 },
  money: { width: 64, textAlign: 'right' },
  overdue: { color: colors.accent, fontFamily: fonts.bold },
  total: { fontFamily: fonts.bold, borderBottomWidth: 0 },
  aside: { color: colors.muted },
  section: { marginTop: 14 },
});

const day = (iso: string) => formatDocumentDate(iso);
const shortDay = (iso: string | null) => (iso ? formatDocumentDate(iso, 'medium') : '—');

function InvoicesTable({ statement }: { statement: StatementDocument }) {
  return (
    <View>
      <View style={[table.row, styles.dense, table.head]} fixed>
        <Text style={styles.wide}>Invoice</Text>
        <Text style={styles.shortDate}>Issued</Text>
        <Text style={styles.shortDate}>Due</Text>
        <Text style={styles.money}>Amount</Text>
        <Text style={styles.money}>Paid</Text>
        <Text style={styles.money}>Credited</Text>
        <Text style={styles.money}>Balance</Text>
      </View>
      {statement.invoices.map((invoice) => (
        <View key={invoice.number} style={[table.row, styles.dense]} wrap={false}>
          <Text style={styles.wide}>
            {invoice.number} · Order #{invoice.orderId}
            {invoice.overdue && <Text style={styles.overdue}> · Overdue</Text>}
          </Text>
          <Text style={styles.shortDate}>{shortDay(invoice.issuedOn)}</Text>
          <Text style={[styles.shortDate, ...(invoice.overdue ? [styles.overdue] : [])]}>
            {shortDay(invoice.dueOn)}
          </Text>
          <Text style={styles.money}>{formatMoney(invoice.amount)}</Text>
          <Text style={styles.money}>{formatMoney(invoice.paid)}</Text>
          <Text style={styles.money}>{formatMoney(invoice.credited)}</Text>
          <Text style={styles.money}>{formatMoney(invoice.balance)}</Text>
        </View>
      ))}
      <View style={[table.row, styles.dense, styles.total]} wrap={false}>
        <Text style={styles.wide}>Balance due</Text>
        <Text style={styles.money}>{formatMoney(statement.balance)}</Text>
      </View>
    </View>
  );
}

function PaymentsTable({ statement }: { statement: StatementDocument }) {
  if (statement.payments.length === 0) {
    return <Text>No payments received since {day(statement.since)}.</Text>;
  }
  return (
    <View>
      {statement.payments.map((payment, index) => (
        <View key={index} style={[table.row, styles.dense]} wrap={false}>
          <Text style={styles.date}>{day(payment.receivedOn)}</Text>
          <Text style={styles.wide}>
            {payment.invoiceNumber} · {payment.reference}
          </Text>
          <Text style={styles.money}>{formatMoney(payment.amount)}</Text>
        </View>
      ))}
    </View>
  );
}

/**
 * The credit notes of the period, each on the invoice it lowered (its balance above is already
 * net of it), and the company's credit not yet taken by an invoice.
 */
function CreditNotes({ statement }: { statement: StatementDocument }) {
  const credit = toCents(statement.credit) > 0;
  if (statement.creditNotes.length === 0 && !credit) return null;
  return (
    <View style={styles.section}>
      <Text style={text.label} minPresenceAhead={28}>
        Credit notes since {day(statement.since)}
      </Text>
      {statement.creditNotes.map((note) => {
        const toCredit = companyCreditText(note);
        return (
          <View key={note.number} style={[table.row, styles.dense]} wrap={false}>
            <Text style={styles.date}>{day(note.creditedOn)}</Text>
            <View style={styles.wide}>
              <Text>
                {note.invoiceNumber} · Order #{note.orderId} · {creditNoteReference(note)} ·{' '}
                {note.reason}
              </Text>
              {toCredit && <Text style={styles.aside}>{toCredit}</Text>}
            </View>
            <Text style={styles.money}>{formatDeduction(note.amount)}</Text>
          </View>
        );
      })}
      {credit && (
        <Text style={{ marginTop: 6 }}>
          Your company credit of {formatMoney(statement.credit)} is taken off your next invoice on
          account.
        </Text>
      )}
    </View>
  );
}

function StatementPdf({ statement, shop }: { statement: StatementDocument; shop: DocumentShop }) {
  const title = `Statement of account · ${statement.billTo.name}`;
  return (
    <Document title={title} author={shop.name} creator={shop.name} language="en-US">
      <DocumentPage shop={shop} title="Statement of account">
        <Overview
          partyLabel="Account of"
          party={statement.billTo}
          facts={[
            ['Date', day(statement.issuedOn)],
            ['Terms', statement.terms],
            ['Credit limit', formatMoney(statement.creditLimit)],
            ['Balance', formatMoney(statement.balance)],
            ['Overdue', formatMoney(statement.overdue)],
            ['Available credit', formatMoney(statement.available)],
          ]}
        />
        {statement.invoices.length === 0 ? (
          <Text>Nothing is owed on this account.</Text>
        ) : (
          <InvoicesTable statement={statement} />
        )}
        <View style={{ marginTop: 14 }}>
          <Text style={text.label} minPresenceAhead={28}>
            Payments received since {day(statement.since)}
          </Text>
          <PaymentsTable statement={statement} />
        </View>
        <CreditNotes statement={statement} />
        <Section label="Remit to">{remitToText(shop, 'the invoice numbers')}</Section>
      </DocumentPage>
    </Document>
  );
}

export function drawStatementPdf(
  statement: StatementDocument,
  shop: DocumentShop,
): Promise<Buffer> {
  return renderToBuffer(<StatementPdf statement={statement} shop={shop} />);
}
