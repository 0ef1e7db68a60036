import type { QuoteRevisionView } from '@buildright/api';
import { Accordion, Text } from '@mantine/core';
import { formatDate, formatMoney } from '@buildright/browser';
import { RevisionDetails } from './RevisionDetails.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';

/** Revisions the current one replaced, newest first and folded away, still readable. */
export function EarlierRevisions({ revisions }: { revisions: QuoteRevisionView[] }) {
  if (revisions.length === 0) return null;
  return (
    <SectionCard titleId="earlier-revisions-title" title="Earlier revisions" titleMb="xs">
      <Accordion variant="separated" order={3} chevronPosition="left">
        {revisions.map((revision) => (
          <Accordion.Item key={revision.number} value={String(revision.number)}>
            <Accordion.Control>
              <Text fw={600} span>
                Revision {revision.number}
              </Text>
              <Text c="dimmed" size="sm" span>
                {' · '}
                {revision.sentAt ? `sent ${formatDate(revision.sentAt)} · ` : ''}
                {formatMoney(revision.total)}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <RevisionDetails revision={revision} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </SectionCard>
  );
}
