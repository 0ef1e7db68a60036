import { Text } from '@mantine/core';
import { fieldList } from './checkout-fields.ts';

/** Beside the button that was pressed: which fields above still stop the order, by name. */
export function FieldsToFix({ labels }: { labels: string[] }) {
  if (labels.length === 0) return null;
  return (
    <Text size="sm" c="red.9" role="alert" data-testid="fields-to-fix">
      Please check {fieldList(labels)} above.
    </Text>
  );
}
