import { ActionIcon, Group, Table, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
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

/** A row's View button; `name` says what it opens ("View order #12"). */
export function ViewAction(props: { name: string; tooltip?: string; onClick: () => void }) {
  return (
    <RowAction
      tooltip={props.tooltip ?? 'View'}
      label={`View ${props.name}`}
      icon={<IconEye size={18} aria-hidden />}
      onClick={props.onClick}
    />
  );
}

/** A row's Edit button; `name` says what it edits ("Edit Buckets"). */
export function EditAction(props: { name: string; onClick: () => void }) {
  return (
    <RowAction
      tooltip="Edit"
      label={`Edit ${props.name}`}
      icon={<IconEdit size={18} aria-hidden />}
      onClick={props.onClick}
    />
  );
}

/** A row's Delete button, in red; `name` says what it deletes ("Delete order #12"). */
export function DeleteAction(props: { name: string; onClick: () => void }) {
  return (
    <RowAction
      tooltip="Delete"
      label={`Delete ${props.name}`}
      icon={<IconTrash size={18} aria-hidden />}
      color="red"
      onClick={props.onClick}
    />
  );
}

/** The last cell of a row that staff may edit and delete. */
export function EditDeleteCell(props: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <Table.Td>
      <Group gap={4} wrap="nowrap">
        <EditAction name={props.name} onClick={props.onEdit} />
        <DeleteAction name={props.name} onClick={props.onDelete} />
      </Group>
    </Table.Td>
  );
}
