import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/** An icon button in a table row, with its name as tooltip and accessible label. */
export function RowAction(props: {
  tooltip: string;
  label: string;
  icon: ReactNode;
  color?: string;
  onClick: () => void;
}) {
  return (
    <Tooltip label={props.tooltip}>
      <ActionIcon
        variant="subtle"
        color={props.color}
        aria-label={props.label}
        onClick={props.onClick}
      >
        {props.icon}
      </ActionIcon>
    </Tooltip>
  );
}
