/** @jsxRuntime automatic -- as well where a runner reads another tsconfig (tsx in apps/server) */
import { Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { colors, fonts, text } from './pdf-theme.ts';
import type { DocumentShop } from './types.ts';

const FOOTER_HEIGHT = 28;

const styles = StyleSheet.create({
  page: { ...text.body, paddingTop: 36, paddingHorizontal: 44, paddingBottom: 44 + FOOTER_HEIGHT },
  // Not on the page: a line height above a <Text render> hides it (react-pdf #3566). Beside its
  // own font size, as react-pdf turns 1.4 into points with the size of the node that declares it.
  content: { fontSize: text.body.fontSize, lineHeight: 1.4 },
  header: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    paddingBottom: 10,
    borderBottomWidth: 2,
    borderBottomColor: colors.accent,
  },
  shopName: { fontFamily: fonts.bold, fontSize: 18, lineHeight: 1.2, color: colors.accent },
  contact: { alignItems: 'flex-end' },
  shopContact: { fontSize: 9, lineHeight: 1.45, color: colors.muted, textAlign: 'right' },
  title: { fontFamily: fonts.bold, fontSize: 18, lineHeight: 1.2, marginTop: 16, marginBottom: 12 },
  footer: {
    position: 'absolute',
    left: 44,
    right: 44,
    bottom: 28,
    height: FOOTER_HEIGHT,
    paddingTop: 8,
    borderTopWidth: 1,
    borderTopColor: colors.rule,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8,
    color: colors.muted,
  },
  // A page number is drawn after layout, so its box needs a width of its own to show at all.
  pageNumber: { width: 80, textAlign: 'right' },
});

function ShopHeader({ shop }: { shop: DocumentShop }) {
  return (
    <View style={styles.header}>
      <Text style={styles.shopName}>{shop.name}</Text>
      <View style={styles.contact}>
        <Text style={styles.shopContact}>{shop.address}</Text>
        <Text style={styles.shopContact}>{shop.phone}</Text>
        <Text style={styles.shopContact}>{shop.email}</Text>
        <Text style={styles.shopContact}>{shop.url}</Text>
      </View>
    </View>
  );
}

/**
 * One A4 page that flows onto as many as its content needs: the shop's identity and the title
 * open the first, and every page closes with the document's name and "Page N of M".
 */
export function DocumentPage(props: { shop: DocumentShop; title: string; children: ReactNode }) {
  return (
    <Page size="A4" style={styles.page}>
      <View style={styles.content}>
        <ShopHeader shop={props.shop} />
        <Text style={styles.title}>{props.title}</Text>
        {props.children}
      </View>
      <View style={styles.footer} fixed>
        <Text>{`${props.shop.name} · ${props.title}`}</Text>
        <Text
          style={styles.pageNumber}
          render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`}
        />
      </View>
    </Page>
  );
}
