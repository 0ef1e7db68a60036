import { Text } from '@mantine/core';
import type { AuditEntry } from '@buildright/api';
import { InAppLink } from '../common/InAppLink.tsx';
import { adminPaths } from '@buildright/api/shared';

/** Where in the admin site a record of the log is opened; none for deleted or unopenable ones. */
function placeOf(entry: AuditEntry): string | null {
  if (entry.entityId === null || entry.action.endsWith('.deleted')) return null;
  const id = entry.entityId;
  switch (entry.entityType) {
    case 'product':
      return adminPaths.product(id);
    case 'order':
      return adminPaths.order(id);
    case 'quote':
      return adminPaths.quote(id);
    case 'review':
      return adminPaths.reviews();
    case 'contact':
      return adminPaths.users({ message: id });
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
    <InAppLink to={place} size="sm">
      {label}
    </InAppLink>
  );
}
