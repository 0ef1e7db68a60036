import {
  Anchor,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconEye, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContactSubmission } from '@buildright/api';
import { QueryError } from '../common/QueryError.tsx';
import { clampPage, pageOf, TablePager } from '../common/TablePager.tsx';
import { formatDateTime } from '../lib/format.ts';
import { trpc } from '../lib/trpc.ts';
import { RowAction } from '../common/RowAction.tsx';
import { EmptyRow, LoadingText } from '../common/TableStates.tsx';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text component="div" size="sm">
        {children}
      </Text>
    </div>
  );
}

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
            <Detail label="Name">{s.name}</Detail>
            <Detail label="Email">
              <Anchor
                href={`mailto:${s.email}?subject=${encodeURIComponent(`Re: ${s.subject}`)}`}
                size="sm"
              >
                {s.email}
              </Anchor>
            </Detail>
            <Detail label="Phone">{s.phone || 'N/A'}</Detail>
            <Detail label="Company">{s.company || 'N/A'}</Detail>
            <Detail label="Received">{formatDateTime(s.createdAt)}</Detail>
          </SimpleGrid>
          <Detail label="Message">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="contact-message">
              {s.message}
            </Text>
          </Detail>
        </Stack>
      )}
    </Modal>
  );
}

export function UsersTab() {
  const users = useQuery(trpc.stats.registeredUsers.queryOptions());
  const submissions = useQuery(trpc.contact.list.queryOptions());
  const [viewing, setViewing] = useState<ContactSubmission | null>(null);
  const [page, setPage] = useState(1);
  const all = submissions.data ?? [];
  const shownPage = clampPage(page, all.length);

  return (
    <Stack>
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

      <Title order={2} fz="h3">
        Contact Form Submissions
      </Title>
      {submissions.isError ? (
        <QueryError error={submissions.error} onRetry={() => void submissions.refetch()} />
      ) : !submissions.data ? (
        <LoadingText>Loading messages...</LoadingText>
      ) : (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table
              striped
              highlightOnHover
              verticalSpacing="sm"
              aria-label="Contact Form Submissions"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Company</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {all.length === 0 && <EmptyRow colSpan={5}>No messages yet.</EmptyRow>}
                {pageOf(all, shownPage).map((submission) => (
                  <Table.Tr key={submission.id}>
                    <Table.Td fw={600}>{submission.name}</Table.Td>
                    <Table.Td>{submission.email}</Table.Td>
                    <Table.Td>{submission.subject}</Table.Td>
                    <Table.Td>{submission.company || 'N/A'}</Table.Td>
                    <Table.Td>
                      <RowAction
                        tooltip="View message"
                        label={`View message from ${submission.name}: ${submission.subject}`}
                        icon={<IconEye size={18} aria-hidden />}
                        onClick={() => setViewing(submission)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <TablePager page={shownPage} total={all.length} onChange={setPage} />
        </>
      )}
      <ContactMessageModal submission={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
