import { Drawer, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { quoteNumber } from '@buildright/api/shared';
import { QueryContent } from '../common/QueryContent.tsx';
import { trpc } from '../lib/trpc.ts';
import { QuoteView } from './QuoteView.tsx';

function QuoteLoader({ id }: { id: number }) {
  const quote = useQuery(trpc.quotes.staff.get.queryOptions({ id }));
  return (
    <QueryContent
      query={quote}
      loading="Loading the quote..."
      errorTitle="Could not load this quote"
    >
      {(data) => <QuoteView quote={data} />}
    </QueryContent>
  );
}

/** One quote over the list, wide enough for its lines; the address keeps which one is open. */
export function QuoteDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="min(100%, 68rem)"
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={
        <Text fw={800} fz="xl">
          {id === null ? 'Quote' : `Quote ${quoteNumber(id)}`}
        </Text>
      }
    >
      {id !== null && <QuoteLoader key={id} id={id} />}
    </Drawer>
  );
}
