import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** A list's search box. Each change starts the list again from its first page; Escape clears it. */
export function ListSearch(props: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <TextInput
      label={props.label}
      placeholder={props.placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      onKeyDown={(event) => event.key === 'Escape' && props.value !== '' && props.onChange('')}
      w={260}
    />
  );
}
