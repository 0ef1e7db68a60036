import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/** The button that opens an empty inline form ("Add Category"). */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onClick}>
      {label}
    </Button>
  );
}
