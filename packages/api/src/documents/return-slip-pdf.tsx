/** @jsxRuntime automatic -- as well where a runner reads another tsconfig (tsx in apps/server) */
import { Document, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatDocumentDate } from './format.ts';
import { Overview, Section } from './pdf-blocks.tsx';
import { DocumentPage } from './pdf-page.tsx';
import { fonts, table } from './pdf-theme.ts';
import type { DocumentShop, ReturnSlipDocument } from './types.ts';

const styles = StyleSheet.create({
  item: { flexGrow: 1, flexBasis: 0, paddingRight: 8 },
  sku: { width: 110, paddingRight: 8 },
  quantity: { width: 50, textAlign: 'right' },
  number: { fontFamily: fonts.bold, fontSize: 22, marginTop: 18, textAlign: 'center' },
});

const PACKING =
  'Pack the items with this slip inside the parcel, and write the return number on the outside. ' +
  'Send only the items listed; we check what arrives against this slip.';

function ReturnSlipPdf({ slip, shop }: { slip: ReturnSlipDocument; shop: DocumentShop }) {
  const title = `Return slip ${slip.returnNumber}`;
  return (
    <Document title={title} author={shop.name} creator={shop.name} language="en-US">
      <DocumentPage shop={shop} title={title}>
        <Overview
          partyLabel="Returned by"
          party={slip.buyer}
          facts={[
            ['Approved', formatDocumentDate(slip.issuedOn)],
            ['Order', `#${slip.orderId}`],
            ['Reason', slip.reason],
          ]}
        />
        <View>
          <View style={[table.row, table.head]} fixed>
            <Text style={styles.item}>Item</Text>
            <Text style={styles.sku}>SKU</Text>
            <Text style={styles.quantity}>Qty</Text>
          </View>
          {slip.lines.map((line, index) => (
            <View key={index} style={table.row} wrap={false}>
              <Text style={styles.item}>{line.name}</Text>
              <Text style={styles.sku}>{line.sku ?? '—'}</Text>
              <Text style={styles.quantity}>{line.quantity}</Text>
            </View>
          ))}
        </View>
        <Section label="Send to">{`${shop.name}\nReturns ${slip.returnNumber}\n${slip.returnAddress ?? shop.address}`}</Section>
        <Section label="Packing">{PACKING}</Section>
        <Text style={styles.number}>{slip.returnNumber}</Text>
      </DocumentPage>
    </Document>
  );
}

export function drawReturnSlipPdf(slip: ReturnSlipDocument, shop: DocumentShop): Promise<Buffer> {
  return renderToBuffer(<ReturnSlipPdf slip={slip} shop={shop} />);
}
