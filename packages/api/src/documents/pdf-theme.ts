import { Font, StyleSheet } from '@react-pdf/renderer';

export const colors = {
  accent: '#e8590c',
  ink: '#212529',
  muted: '#6c757d',
  rule: '#dee2e6',
  band: '#f1f3f5',
};

/** The PDF standard fonts: nothing to embed or fetch. */
export const fonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

// Product names, SKUs and e-mail addresses wrap whole; syllable hyphens would corrupt them.
Font.registerHyphenationCallback((word) => [word]);

export const text = StyleSheet.create({
  body: { fontFamily: fonts.regular, fontSize: 10, color: colors.ink },
  label: {
    fontFamily: fonts.bold,
    fontSize: 8,
    lineHeight: 1.4,
    letterSpacing: 0.6,
    textTransform: 'uppercase',
    color: colors.muted,
    marginBottom: 3,
  },
  strong: { fontFamily: fonts.bold },
});

/** A table's rows and its head row, as the lines, credit notes and return slip draw them. */
export const table = StyleSheet.create({
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
});
