import { adminPaths } from '@buildright/api/shared';
import { Table } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { formatMoney } from '@buildright/browser';
import { ListHeader } from '../common/ListHeader.tsx';
import { ListSearch } from '../common/ListSearch.tsx';
import { PagedTable } from '../common/PagedTable.tsx';
import { QueryContent } from '../common/QueryContent.tsx';
import { ViewAction } from '../common/RowAction.tsx';
import { PAGE_SIZE, useShownPage } from '../common/TablePager.tsx';
import { useListParams } from '../lib/queryParams.ts';
import { recordIdOf } from '../routes/recordId.ts';
import { trpc } from '../lib/trpc.ts';
import { CompanyModal } from './CompanyModal.tsx';
import { termsLabel } from './terms.ts';

const columns = ['Company', 'Tax ID', 'Members', 'Terms', 'Actions'];

/**
 * The customers' companies, a page at a time from the server, newest first, searched by name or
 * tax id there; a company opens at its own path over the list (/companies/7).
 */
export function CompaniesTab() {
  const viewing = recordIdOf(useParams().companyId);
  const { search: listQuery } = useLocation();
  const navigate = useNavigate();
  const setViewing = (id: number | null) =>
    navigate({
      pathname: id === null ? adminPaths.companies() : adminPaths.company(id),
      search: listQuery,
    });
  const { search, debouncedSearch, page, setPage, searchFor } = useListParams();
  const companies = useQuery({
    ...trpc.companies.staff.list.queryOptions({
      page,
      pageSize: PAGE_SIZE,
      q: debouncedSearch || undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const data = companies.data;
  const shownPage = useShownPage(page, setPage, companies);
  const searched = debouncedSearch !== '';

  return (
    <>
      <ListHeader
        title="Companies"
        summary={
          data && (
            <>
              {data.totalIsEstimate ? 'About ' : ''}
              {data.total} {searched ? 'matching ' : ''}compan{data.total === 1 ? 'y' : 'ies'},
              newest first
            </>
          )
        }
      >
        <ListSearch
          label="Search companies"
          placeholder="Name or tax ID"
          value={search}
          onChange={searchFor}
        />
      </ListHeader>
      <QueryContent query={companies} loading="Loading companies...">
        {(data) => (
          <PagedTable
            label="Companies"
            columns={columns}
            minWidth={640}
            busy={companies.isPlaceholderData}
            rows={data.companies}
            empty={searched ? 'No companies match this search.' : 'No companies yet.'}
            pager={{ page: shownPage, total: data.total, onChange: setPage }}
          >
            {(company) => (
              <Table.Tr key={company.id}>
                <Table.Td fw={600}>{company.name}</Table.Td>
                <Table.Td>{company.taxId ?? '—'}</Table.Td>
                <Table.Td>{company.memberCount}</Table.Td>
                <Table.Td>
                  {termsLabel(company.paymentTerms)}
                  {company.paymentTerms !== 'none' && `, ${formatMoney(company.creditLimit)}`}
                  {company.creditHold && ' (on hold)'}
                </Table.Td>
                <Table.Td>
                  <ViewAction
                    tooltip="View company"
                    name={`company ${company.name}`}
                    onClick={() => setViewing(company.id)}
                  />
                </Table.Td>
              </Table.Tr>
            )}
          </PagedTable>
        )}
      </QueryContent>
      {viewing !== null && <CompanyModal id={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
