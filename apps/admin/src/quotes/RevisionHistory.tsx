import { Anchor, Badge, Group, Paper, Stack, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { QuoteRevisionView, StaffQuote } from '@buildright/api';
import { isoDate } from '@buildright/api/shared';
import { formatCalendarDay, formatDateTime } from '@buildright/browser';
import { LabelledValue } from '../common/LabelledValue.tsx';
import { apiOrigin } from '../lib/origin.ts';
import { LinesTable } from './LinesTable.tsx';
import { TotalsTable } from './TotalsTable.tsx';
import { validityLabel } from './validity.ts';

/** The buyer's link serves the revision on offer: the newest sent one. */
const offeredPdfUrl = (token: string) => `${apiOrigin}/api/quotes/${token}/pdf`;

function RevisionCard(props: {
  revision: QuoteRevisionView;
  /** The newest sent revision: the one the buyer can answer. */
  offered: boolean;
  quote: StaffQuote;
}) {
  const { revision, offered, quote } = props;
  const title = `Revision ${revision.number}`;
  const open = offered && quote.status === 'quoted';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Group gap="sm">
            <Title order={4} fz="md">
              {title}
            </Title>
            {revision.sentAt === null ? (
              <Badge color="yellow.4" autoContrast>
                Draft, not sent
              </Badge>
            ) : offered ? (
              <Badge color="blue.8" autoContrast>
                Latest sent
              </Badge>
            ) : (
              <Badge color="gray.7" autoContrast>
                Superseded
              </Badge>
            )}
          </Group>
          {offered && (
            <Anchor href={offeredPdfUrl(quote.token)} target="_blank" rel="noopener" size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                <IconFileTypePdf size={16} aria-hidden />
                Open PDF
              </Group>
            </Anchor>
          )}
        </Group>
        <Group gap="xl">
          <LabelledValue label={revision.sentAt ? 'Sent' : 'Saved'}>
            {formatDateTime(revision.sentAt ?? revision.createdAt)}
          </LabelledValue>
          <LabelledValue label="Valid until">
            {formatCalendarDay(revision.validUntil)}
            {open && ` (${validityLabel(revision.validUntil, isoDate(new Date()))})`}
          </LabelledValue>
        </Group>
        <LinesTable label={`Lines of revision ${revision.number}`} lines={revision.lines} />
        <TotalsTable label={`Totals of revision ${revision.number}`} totals={revision} />
        {revision.note && (
          <LabelledValue label="Note to the buyer">
            <span style={{ whiteSpace: 'pre-line' }}>{revision.note}</span>
          </LabelledValue>
        )}
      </Stack>
    </Paper>
  );
}

/** Every revision, newest first; what was sent is frozen and only read here. */
export function RevisionHistory({
  quote,
  revisions,
}: {
  quote: StaffQuote;
  revisions: readonly QuoteRevisionView[];
}) {
  const newestSent = quote.revisions.findLast((revision) => revision.sentAt !== null);
  if (revisions.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        Revisions
      </Title>
      {revisions.map((revision) => (
        <RevisionCard
          key={revision.number}
          revision={revision}
          offered={revision === newestSent}
          quote={quote}
        />
      ))}
    </Stack>
  );
}
