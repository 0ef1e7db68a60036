import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { StaffQuote } from '@buildright/api';
import { needsStaffAction } from '@buildright/api/shared';
import { Section } from '../common/Section.tsx';
import { LinesTable } from './LinesTable.tsx';
import { MessageThread } from './MessageThread.tsx';
import { QuoteFacts } from './QuoteFacts.tsx';
import { QuoteHeader } from './QuoteHeader.tsx';
import { RevisionEditor } from './RevisionEditor.tsx';
import { RevisionHistory } from './RevisionHistory.tsx';

/**
 * Everything about one quote. The editor is open while a draft exists or the next move is the
 * sales team's; otherwise "New revision" opens it.
 */
export function QuoteView({ quote }: { quote: StaffQuote }) {
  const [revising, setRevising] = useState(false);
  const editing =
    quote.can.revise &&
    (revising || quote.draft !== null || needsStaffAction.includes(quote.status));
  // While the editor holds the draft, the history shows what was sent.
  const history = quote.revisions
    .filter((revision) => !editing || revision.sentAt !== null)
    .reverse();

  return (
    <Stack>
      <QuoteHeader
        quote={quote}
        onRevise={quote.can.revise && !editing ? () => setRevising(true) : undefined}
      />
      <QuoteFacts quote={quote} />
      <Section title="Requested lines">
        <LinesTable label={`Lines requested for ${quote.number}`} lines={quote.requestedLines} />
      </Section>
      <MessageThread quote={quote} />
      {editing && (
        <RevisionEditor
          quote={quote}
          onCancel={revising ? () => setRevising(false) : undefined}
          onSent={() => setRevising(false)}
        />
      )}
      <RevisionHistory quote={quote} revisions={history} />
    </Stack>
  );
}
