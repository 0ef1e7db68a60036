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
import { IconEye, IconUsers } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContactSubmission } from '@buildright/api';
import { DataTable } from '../common/DataTable.tsx';
import { LabelledValue } from '../common/LabelledValue.tsx';
import { QueryError } from '../common/QueryError.tsx';
import { RowAction } from '../common/RowAction.tsx';
import { TablePager, usePagedList } from '../common/TablePager.tsx';
import { EmptyRow, LoadingText } from '../common/TableStates.tsx';
import { formatDateTime } from '../lib/format.ts';
import { useCan } from '../lib/permissions.ts';
import { trpc } from '../lib/trpc.ts';
import { useSearchParam } from '../lib/useSearchParam.ts';

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

function ContactMessages() {
  const submissions = useQuery(trpc.contact.list.queryOptions());
  const [viewing, setViewing] = useState<ContactSubmission | null>(null);
  // In the address, so the dashboard's unread count links here.
  const [filter, setFilter] = useSearchParam('messages', messageFilters, 'all');
  const all = (submissions.data ?? []).filter((s) => filter === 'all' || s.readAt === null);
  const paged = usePagedList(all);
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
        <Title order={2} fz="h3">
          Contact Form Submissions
        </Title>
        <SegmentedControl
          aria-label="Messages to show"
          value={filter}
          onChange={(value) => {
            setFilter(value as (typeof messageFilters)[number]);
            paged.setPage(1);
          }}
          data={[
            { value: 'all', label: 'All' },
            { value: 'unread', label: 'Unread' },
          ]}
        />
      </Group>
      {submissions.isError ? (
        <QueryError error={submissions.error} onRetry={() => void submissions.refetch()} />
      ) : !submissions.data ? (
        <LoadingText>Loading messages...</LoadingText>
      ) : (
        <>
          <DataTable label="Contact Form Submissions" columns={columns} minWidth={640}>
            {all.length === 0 && (
              <EmptyRow colSpan={columns.length}>
                {filter === 'unread' ? 'No unread messages.' : 'No messages yet.'}
              </EmptyRow>
            )}
            {paged.rows.map((submission) => (
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
          <TablePager {...paged.pager} />
        </>
      )}
      <ContactMessageModal submission={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
