import { Pagination, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryContent } from './QueryContent.tsx';

interface Paged {
  total: number;
  pageSize: number;
}

/** The page buttons of one of a record's lists; nothing when it fits on one page. */
export function RecordPager(props: {
  data: Paged;
  page: number;
  onChange: (page: number) => void;
}) {
  if (props.data.total <= props.data.pageSize) return null;
  return (
    <Pagination
      size="sm"
      total={Math.ceil(props.data.total / props.data.pageSize)}
      value={props.page}
      onChange={props.onChange}
    />
  );
}

/**
 * One of a record dialog's lists (a company's or a customer's orders, quotes): titled, a table a
 * page at a time.
 */
export function RecordTableSection<Data extends Paged, Row>(props: {
  title: string;
  query: { isError: boolean; error: unknown; data: Data | undefined; refetch: () => unknown };
  rowsOf: (data: Data) => Row[];
  /** "orders": what loads. */
  noun: string;
  /** The table's name: "Company orders". */
  label: string;
  /** What shows when there are none: "No orders for the company yet." */
  empty: string;
  testId: string;
  head: ReactNode;
  row: (row: Row) => ReactNode;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {props.title}
      </Title>
      <QueryContent query={props.query} loading={`Loading ${props.noun}...`}>
        {(data) =>
          props.rowsOf(data).length === 0 ? (
            <Text size="sm" c="dimmed">
              {props.empty}
            </Text>
          ) : (
            <Stack gap="sm">
              <Table.ScrollContainer minWidth={640}>
                <Table aria-label={props.label} data-testid={props.testId} verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>{props.head}</Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>{props.rowsOf(data).map(props.row)}</Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <RecordPager data={data} page={props.page} onChange={props.onPage} />
            </Stack>
          )
        }
      </QueryContent>
    </Stack>
  );
}
