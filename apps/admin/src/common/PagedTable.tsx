import type { ComponentProps } from 'react';
import { RowsTable } from './DataTable.tsx';
import { TablePager } from './TablePager.tsx';

/** A page of a list's rows with the pager below. */
export function PagedTable<T>(
  props: ComponentProps<typeof RowsTable<T>> & { pager: ComponentProps<typeof TablePager> },
) {
  const { pager, ...table } = props;
  return (
    <>
      <RowsTable {...table} />
      <TablePager {...pager} />
    </>
  );
}
