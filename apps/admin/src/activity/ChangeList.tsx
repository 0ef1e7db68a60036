import { List, Text } from '@mantine/core';
import type { AuditEntry } from '@buildright/api';
import { describeChange, type CategoryNames } from './describe.ts';

/** An entry's fields, each before → after, one to a line. */
export function ChangeList(props: { entry: AuditEntry; categories: CategoryNames }) {
  const { changes } = props.entry;
  if (changes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <List size="sm" spacing={2} listStyleType="none" aria-label="Changes">
      {changes.map((change) => (
        <List.Item key={change.field} style={{ overflowWrap: 'anywhere' }}>
          {describeChange(change, props.categories)}
        </List.Item>
      ))}
    </List>
  );
}
