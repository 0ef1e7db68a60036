import { Text } from '@mantine/core';
import type { ProductImportFieldChange } from '@buildright/api/shared';

/** Longer cells (a description, a list of images) are cut here; the whole shows on hover. */
const LONGEST = 60;

function Cell({ text }: { text: string }) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat === '') {
    return (
      <Text span c="dimmed">
        —
      </Text>
    );
  }
  return (
    <span title={flat.length > LONGEST ? text : undefined}>
      {flat.length > LONGEST ? `${flat.slice(0, LONGEST - 1)}…` : flat}
    </span>
  );
}

/** One changed cell of an update, as "price: 100.00 → 120.00". */
export function ImportFieldChange({ field }: { field: ProductImportFieldChange }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span fw={600}>
        {field.column}
      </Text>
      : <Cell text={field.from} /> → <Cell text={field.to} />
    </Text>
  );
}
