import { Text } from '@mantine/core';
import type { AuditEntry } from '@buildright/api';
import { InAppLink } from '../common/InAppLink.tsx';
import type { ParamChanges } from '../lib/navigate.ts';

/** Where in the admin site a record of the log is opened; none for deleted or unopenable ones. */
function placeOf(entry: AuditEntry): ParamChanges | null {
  if (entry.entityId === null || entry.action.endsWith('.deleted')) return null;
  const id = String(entry.entityId);
  switch (entry.entityType) {
    case 'product':
      return { tab: 'inventory', product: id };
    case 'order':
      return { tab: 'orders', order: id };
    case 'quote':
      return { tab: 'quotes', quote: id };
    default:
      return null;
  }
}

/** The record an entry speaks of, by the name it had then, linked when it can be opened. */
export function RecordLink({ entry }: { entry: AuditEntry }) {
  const label = entry.entityLabel ?? '—';
  const place = placeOf(entry);
  if (!place) return <Text size="sm">{label}</Text>;
  return (
    <InAppLink to={{ ...place, actor: null, kind: null, from: null, to: null }} size="sm">
      {label}
    </InAppLink>
  );
}
