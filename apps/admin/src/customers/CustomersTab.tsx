import { adminPaths, companyRoleLabels, MIN_CUSTOMER_SEARCH_LENGTH } from '@buildright/api/shared';
import { Table } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { formatDate } from '@buildright/browser';
import { ListHeader } from '../common/ListHeader.tsx';
import { ListSearch } from '../common/ListSearch.tsx';
import { PagedTable } from '../common/PagedTable.tsx';
import { QueryContent } from '../common/QueryContent.tsx';
import { ViewAction } from '../common/RowAction.tsx';
import { StackedCell } from '../common/StackedCell.tsx';
import { PAGE_SIZE, useShownPage } from '../common/TablePager.tsx';
import { useListParams } from '../lib/queryParams.ts';
import { trpc } from '../lib/trpc.ts';
import { recordIdOf } from '../routes/recordId.ts';
import { CustomerModal } from './CustomerModal.tsx';
import { customerName } from './customerName.ts';

const columns = ['Customer', 'Email', 'Company', 'Registered', 'Orders', 'Actions'];

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
          <PagedTable
            label="Customers"
            columns={columns}
            minWidth={760}
            busy={customers.isPlaceholderData}
            rows={data.customers}
            empty={searched ? 'No customers match this search.' : 'No customers yet.'}
            pager={{ page: shownPage, total: data.total, onChange: setPage }}
          >
            {(customer) => (
              <Table.Tr key={customer.id}>
                <StackedCell main={customerName(customer)} detail={customer.username} />
                <Table.Td>{customer.email}</Table.Td>
                {customer.company ? (
                  <StackedCell
                    main={customer.company.name}
                    detail={companyRoleLabels[customer.company.role]}
                  />
                ) : (
                  <Table.Td c="dimmed">—</Table.Td>
                )}
                <Table.Td>{formatDate(customer.registeredAt)}</Table.Td>
                <Table.Td>{customer.orderCount}</Table.Td>
                <Table.Td>
                  <ViewAction
                    tooltip="View customer"
                    name={`customer ${customerName(customer)}`}
                    onClick={() => setViewing(customer.id)}
                  />
                </Table.Td>
              </Table.Tr>
            )}
          </PagedTable>
        )}
      </QueryContent>
      {viewing !== null && <CustomerModal id={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
