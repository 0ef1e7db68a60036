import { Badge, Card, Group, SegmentedControl, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ContactSubmission } from '@buildright/api';
import { adminPaths } from '@buildright/api/shared';
import { InAppLink } from '../common/InAppLink.tsx';
import { ListHeader } from '../common/ListHeader.tsx';
import { ListSearch } from '../common/ListSearch.tsx';
import { PagedTable } from '../common/PagedTable.tsx';
import { QueryContent } from '../common/QueryContent.tsx';
import { ViewAction } from '../common/RowAction.tsx';
import { PAGE_SIZE, useShownPage } from '../common/TablePager.tsx';
import { useCan } from '../lib/permissions.ts';
import { trpc } from '../lib/trpc.ts';
import { useChoiceParam, useListParams, useSetParams, useTextParam } from '../lib/queryParams.ts';
import { recordIdOf } from '../routes/recordId.ts';
import { ContactMessageModal } from './ContactMessageModal.tsx';

const columns = ['Name', 'Email', 'Subject', 'Company', 'Actions'];
const messageFilters = ['all', 'unhandled', 'handled', 'unread'] as const;
type MessageFilter = (typeof messageFilters)[number];

/** How the summary and the empty list speak of the messages a filter shows. */
const filterWords: Record<MessageFilter, string> = {
  all: '',
  unhandled: 'unhandled ',
  handled: 'handled ',
  unread: 'unread ',
};

/** The registered customers' count (a sales figure) and the contact messages, as the role allows. */
export function UsersTab() {
  const can = useCan();
  return (
    <Stack>
      {can('sales.view') && <RegisteredUsers />}
      {can('contact.view') && <ContactMessages />}
    </Stack>
  );
}

function RegisteredUsers() {
  const users = useQuery(trpc.stats.registeredUsers.queryOptions());
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      maw={360}
      component="section"
      aria-label="Registered users"
    >
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" fw={600} c="dimmed">
            Registered users
          </Text>
          <Text fz={28} fw={800} data-testid="registered-users">
            {users.isError ? 'Not available' : (users.data?.count ?? '...')}
          </Text>
          <InAppLink to={adminPaths.customers()} size="sm">
            Find a customer
          </InAppLink>
        </div>
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          <IconUsers size={20} />
        </ThemeIcon>
      </Group>
    </Card>
  );
}

/**
 * The contact inbox, a page at a time from the server, newest first: those still owed an answer,
 * those handled, the unread ones, or all, searched there. Filter, search, page and the message
 * open live in the address (/users?messages=unhandled&q=…&page=2&message=7), so the dashboard's
 * unread count and the activity log link here and a reload or the back button shows the same.
 */
function ContactMessages() {
  const viewing = recordIdOf(useTextParam('message') ?? undefined);
  const setParams = useSetParams();
  const filter = useChoiceParam('messages', messageFilters, 'all');
  const { search, debouncedSearch, page, setPage, filterBy, searchFor } = useListParams();

  const submissions = useQuery({
    ...trpc.contact.list.queryOptions({
      page,
      pageSize: PAGE_SIZE,
      unread: filter === 'unread' || undefined,
      show: filter === 'unhandled' || filter === 'handled' ? filter : undefined,
      q: debouncedSearch || undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const data = submissions.data;
  // Reading the last unread message of the last page also moves back a page.
  const shownPage = useShownPage(page, setPage, submissions);
  const searched = debouncedSearch !== '';

  const markRead = useMutation(trpc.contact.markRead.mutationOptions());
  const open = (submission: ContactSubmission) => {
    setParams({ message: String(submission.id) });
    if (submission.readAt === null) markRead.mutate({ id: submission.id });
  };

  return (
    <>
      <ListHeader
        title="Contact Form Submissions"
        filtersGap="md"
        summary={
          data && (
            <>
              {data.total} {searched ? 'matching ' : ''}
              {filterWords[filter]}message{data.total === 1 ? '' : 's'}, newest first
            </>
          )
        }
      >
        <ListSearch
          label="Search messages"
          placeholder="Name, email, company or subject"
          value={search}
          onChange={searchFor}
        />
        <SegmentedControl
          aria-label="Messages to show"
          value={filter}
          onChange={(value) => filterBy({ messages: value === 'all' ? null : value })}
          data={[
            { value: 'all', label: 'All' },
            { value: 'unhandled', label: 'Unhandled' },
            { value: 'handled', label: 'Handled' },
            { value: 'unread', label: 'Unread' },
          ]}
        />
      </ListHeader>
      <QueryContent query={submissions} loading="Loading messages...">
        {(data) => (
          <PagedTable
            label="Contact Form Submissions"
            columns={columns}
            minWidth={640}
            busy={submissions.isPlaceholderData}
            rows={data.messages}
            empty={
              searched
                ? 'No messages match this search.'
                : filter === 'all'
                  ? 'No messages yet.'
                  : `No ${filterWords[filter]}messages.`
            }
            pager={{ page: shownPage, total: data.total, onChange: setPage }}
          >
            {(submission) => (
              <Table.Tr key={submission.id}>
                <Table.Td fw={600}>
                  {submission.name}
                  {submission.readAt === null && (
                    <Badge ml="xs" size="sm" variant="dot" color="orange">
                      Unread
                    </Badge>
                  )}
                  {submission.handledAt !== null && (
                    <Badge ml="xs" size="sm" variant="light" color="green">
                      Handled
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{submission.email}</Table.Td>
                <Table.Td>{submission.subject}</Table.Td>
                <Table.Td>{submission.company || 'N/A'}</Table.Td>
                <Table.Td>
                  <ViewAction
                    tooltip="View message"
                    name={`message from ${submission.name}: ${submission.subject}`}
                    onClick={() => open(submission)}
                  />
                </Table.Td>
              </Table.Tr>
            )}
          </PagedTable>
        )}
      </QueryContent>
      <ContactMessageModal id={viewing} onClose={() => setParams({ message: null })} />
    </>
  );
}
