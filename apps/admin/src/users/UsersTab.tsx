import {
  Anchor,
  Badge,
  Card,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye, IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ContactSubmission } from '@buildright/api';
import { formatDateTime } from '@buildright/browser';
import { DataTable } from '../common/DataTable.tsx';
import { LabelledValue } from '../common/LabelledValue.tsx';
import { ListSearch } from '../common/ListSearch.tsx';
import { QueryError } from '../common/QueryError.tsx';
import { RowAction } from '../common/RowAction.tsx';
import { PAGE_SIZE, TablePager } from '../common/TablePager.tsx';
import { EmptyRow, LoadingText } from '../common/TableStates.tsx';
import { useCan } from '../lib/permissions.ts';
import { trpc } from '../lib/trpc.ts';
import {
  useChoiceParam,
  usePageParam,
  useSetParams,
  useTextParam,
  type ParamChanges,
} from '../lib/queryParams.ts';

const columns = ['Name', 'Email', 'Subject', 'Company', 'Actions'];
const messageFilters = ['all', 'unread'] as const;

function ContactMessageModal(props: { submission: ContactSubmission | null; onClose: () => void }) {
  const s = props.submission;
  return (
    <Modal
      opened={s !== null}
      onClose={props.onClose}
      size="lg"
      title={
        <Text fw={800} fz="lg">
          {s ? s.subject : 'Message'}
        </Text>
      }
    >
      {s && (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <LabelledValue label="Name">{s.name}</LabelledValue>
            <LabelledValue label="Email">
              <Anchor
                href={`mailto:${s.email}?subject=${encodeURIComponent(`Re: ${s.subject}`)}`}
                size="sm"
              >
                {s.email}
              </Anchor>
            </LabelledValue>
            <LabelledValue label="Phone">{s.phone || 'N/A'}</LabelledValue>
            <LabelledValue label="Company">{s.company || 'N/A'}</LabelledValue>
            <LabelledValue label="Received">{formatDateTime(s.createdAt)}</LabelledValue>
          </SimpleGrid>
          <LabelledValue label="Message">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="contact-message">
              {s.message}
            </Text>
          </LabelledValue>
        </Stack>
      )}
    </Modal>
  );
}

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
        </div>
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          <IconUsers size={20} />
        </ThemeIcon>
      </Group>
    </Card>
  );
}

/**
 * The contact messages, a page at a time from the server, newest first, unread only or searched
 * there. Filter, search and page live in the address (/users?messages=unread&q=…&page=2), so the
 * dashboard's unread count links here and a reload or the back button shows the same page.
 */
function ContactMessages() {
  const [viewing, setViewing] = useState<ContactSubmission | null>(null);
  const filter = useChoiceParam('messages', messageFilters, 'all');
  const search = useTextParam('q') ?? '';
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = usePageParam();
  const setParams = useSetParams();
  // A new filter or search starts again at the first page, in one step of the history; typing
  // replaces that step rather than adding one per letter.
  const filterBy = (changes: ParamChanges, options?: { replace?: boolean }) =>
    setParams({ ...changes, page: null }, options);

  const submissions = useQuery({
    ...trpc.contact.list.queryOptions({
      page,
      pageSize: PAGE_SIZE,
      unread: filter === 'unread' || undefined,
      q: debouncedSearch || undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const data = submissions.data;
  const lastPage = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  // Reading the last unread message of the last page, or an old link past the end, shows the
  // last page.
  const pastTheEnd = data !== undefined && !submissions.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage, { replace: true });
  }, [pastTheEnd, lastPage, setPage]);
  const searched = debouncedSearch !== '';

  const queryClient = useQueryClient();
  const markRead = useMutation(
    trpc.contact.markRead.mutationOptions({
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.contact.list.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.stats.needsAction.queryKey() }),
        ]),
    }),
  );
  const open = (submission: ContactSubmission) => {
    setViewing(submission);
    if (submission.readAt === null) markRead.mutate({ id: submission.id });
  };

  return (
    <>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} fz="h3">
            Contact Form Submissions
          </Title>
          {data && (
            <Text size="sm" c="dimmed">
              {data.total} {searched ? 'matching ' : ''}
              {filter === 'unread' ? 'unread ' : ''}message{data.total === 1 ? '' : 's'}, newest
              first
            </Text>
          )}
        </div>
        <Group align="flex-end">
          <ListSearch
            label="Search messages"
            placeholder="Name, email, company or subject"
            value={search}
            onChange={(text) => filterBy({ q: text || null }, { replace: true })}
          />
          <SegmentedControl
            aria-label="Messages to show"
            value={filter}
            onChange={(value) => filterBy({ messages: value === 'all' ? null : value })}
            data={[
              { value: 'all', label: 'All' },
              { value: 'unread', label: 'Unread' },
            ]}
          />
        </Group>
      </Group>
      {submissions.isError ? (
        <QueryError error={submissions.error} onRetry={() => void submissions.refetch()} />
      ) : !data ? (
        <LoadingText>Loading messages...</LoadingText>
      ) : (
        <>
          <DataTable
            label="Contact Form Submissions"
            columns={columns}
            minWidth={640}
            busy={submissions.isPlaceholderData}
          >
            {data.messages.length === 0 && (
              <EmptyRow colSpan={columns.length}>
                {searched
                  ? 'No messages match this search.'
                  : filter === 'unread'
                    ? 'No unread messages.'
                    : 'No messages yet.'}
              </EmptyRow>
            )}
            {data.messages.map((submission) => (
              <Table.Tr key={submission.id}>
                <Table.Td fw={600}>
                  {submission.name}
                  {submission.readAt === null && (
                    <Badge ml="xs" size="sm" variant="dot" color="orange">
                      Unread
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{submission.email}</Table.Td>
                <Table.Td>{submission.subject}</Table.Td>
                <Table.Td>{submission.company || 'N/A'}</Table.Td>
                <Table.Td>
                  <RowAction
                    tooltip="View message"
                    label={`View message from ${submission.name}: ${submission.subject}`}
                    icon={<IconEye size={18} aria-hidden />}
                    onClick={() => open(submission)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
          <TablePager page={Math.min(page, lastPage)} total={data.total} onChange={setPage} />
        </>
      )}
      <ContactMessageModal submission={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
