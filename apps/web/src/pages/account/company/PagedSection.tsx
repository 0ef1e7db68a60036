import { Group, Pagination, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled section of the Company tab whose list comes a page at a time. */
export function PagedSection(props: {
  id: string;
  title: string;
  action?: ReactNode;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <Stack
      gap="xs"
      component="section"
      aria-labelledby={`${props.id}-title`}
      data-testid={props.id}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} fz="h4" id={`${props.id}-title`}>
          {props.title}
        </Title>
        {props.action}
      </Group>
      {props.children}
      {props.pageCount > 1 && (
        <Pagination
          size="md"
          total={props.pageCount}
          value={props.page}
          onChange={props.onPage}
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
          })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      )}
    </Stack>
  );
}
