import { adminPaths, companyRoleLabels, MIN_CUSTOMER_SEARCH_LENGTH } from '@buildright/api/shared';
import type { CustomerListItem } from '@buildright/api/shared';
import { StackedTable, type TableColumn } from '@buildright/ui';
import { Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { formatDate } from '@buildright/browser';
import { ListHeader } from '../common/ListHeader.tsx';
import { ListSearch } from '../common/ListSearch.tsx';
import { QueryContent } from '../common/QueryContent.tsx';
import { ViewAction } from '../common/RowAction.tsx';
import { StackedText } from '../common/StackedCell.tsx';
import { PAGE_SIZE, TablePager, useShownPage } from '../common/TablePager.tsx';
import { useListParams } from '../lib/queryParams.ts';
import { trpc } from '../lib/trpc.ts';
import { recordIdOf } from '../routes/recordId.ts';
import { CustomerModal } from './CustomerModal.tsx';
import { customerName } from './customerName.ts';

/** The list's columns; on a phone each row is a card headed by the customer's name. */
function columnsOpening(open: (id: number) => void): TableColumn<CustomerListItem>[] {
  return [
    {
      label: 'Customer',
      primary: true,
      cell: (customer) => <StackedText main={customerName(customer)} detail={customer.username} />,
    },
    { label: 'Email', cell: (customer) => customer.email },
    {
      label: 'Company',
      cell: ({ company }) =>
        company ? (
          <StackedText main={company.name} detail={companyRoleLabels[company.role]} />
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    { label: 'Registered', cell: (customer) => formatDate(customer.registeredAt) },
    { label: 'Orders', cell: (customer) => customer.orderCount },
    {
      label: 'Actions',
      cell: (customer) => (
        <ViewAction
          tooltip="View customer"
          name={`customer ${customerName(customer)}`}
          onClick={() => open(customer.id)}
        />
      ),
    },
  ];
}

/**
 * The customer accounts, a page at a time from the server, newest first, searched there by name,
 * e-mail, username or company; a customer opens at their own path over the list (/customers/7).
 */
export function CustomersTab() {
  const viewing = recordIdOf(useParams().customerId);
  const { search: listQuery } = useLocation();
  const navigate = useNavigate();
  const setViewing = (id: number | null) =>
    navigate({
      pathname: id === null ? adminPaths.customers() : adminPaths.customer(id),
      search: listQuery,
    });
  const { search, debouncedSearch, page, setPage, searchFor } = useListParams();
  const customers = useQuery({
    ...trpc.customers.staff.list.queryOptions({
      page,
      pageSize: PAGE_SIZE,
      q: debouncedSearch || undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const data = customers.data;
  const shownPage = useShownPage(page, setPage, customers);
  const searched = debouncedSearch !== '';
  const exactOnly = searched && debouncedSearch.length < MIN_CUSTOMER_SEARCH_LENGTH;

  return (
    <>
      <ListHeader
        title="Customers"
        summary={
          data && (
            <>
              {data.totalIsEstimate ? 'About ' : ''}
              {data.total} {searched ? 'matching ' : ''}customer{data.total === 1 ? '' : 's'},
              newest first
              {exactOnly &&
                ` (a search under ${MIN_CUSTOMER_SEARCH_LENGTH} letters finds an exact username or email)`}
            </>
          )
        }
      >
        <ListSearch
          label="Search customers"
          placeholder="Name, email or company"
          value={search}
          onChange={searchFor}
        />
      </ListHeader>
      <QueryContent query={customers} loading="Loading customers...">
        {(data) => (
          <>
            <StackedTable
              label="Customers"
              columns={columnsOpening(setViewing)}
              rows={data.customers}
              rowKey={(customer) => customer.id}
              minWidth={760}
              busy={customers.isPlaceholderData}
              tableProps={{ striped: true, highlightOnHover: true }}
              empty={searched ? 'No customers match this search.' : 'No customers yet.'}
            />
            <TablePager page={shownPage} total={data.total} onChange={setPage} />
          </>
        )}
      </QueryContent>
      {viewing !== null && <CustomerModal id={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
