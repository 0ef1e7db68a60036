/** @jsxRuntime automatic -- as well where a runner reads another tsconfig (tsx in apps/server) */
import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { colors, text } from './pdf-theme.ts';
import type { DocumentParty } from './types.ts';

const styles = StyleSheet.create({
  overview: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 16 },
  party: { width: '55%' },
  facts: { width: '40%' },
  fact: { flexDirection: 'row', paddingVertical: 1 },
  factLabel: { width: '45%', color: colors.muted },
  factValue: { width: '55%', textAlign: 'right' },
  section: { marginTop: 14 },
});

export type Fact = [label: string, value: string];

/** Who the document is for on the left, its dates and references on the right. */
export function Overview(props: { partyLabel: string; party: DocumentParty; facts: Fact[] }) {
  const { party } = props;
  return (
    <View style={styles.overview} wrap={false}>
      <View style={styles.party}>
        <Text style={text.label}>{props.partyLabel}</Text>
        <Text style={text.strong}>{party.name}</Text>
        <Text>{party.address}</Text>
        <Text>{party.email}</Text>
        {party.phone && <Text>{party.phone}</Text>}
      </View>
      <View style={styles.facts}>
        {props.facts.map(([label, value]) => (
          <View key={label} style={styles.fact}>
            <Text style={styles.factLabel}>{label}</Text>
            <Text style={styles.factValue}>{value}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

/** A labelled paragraph below the totals (note, terms, payment); line breaks are kept. */
export function Section(props: { label: string; children: string }) {
  return (
    <View style={styles.section}>
      {/* A long note may run onto the next page, but never away from its label. */}
      <Text style={text.label} minPresenceAhead={28}>
        {props.label}
      </Text>
      <Text>{props.children}</Text>
    </View>
  );
}
