import type { QuoteRevisionView } from '@buildright/api';
import { Box, Paper, Stack, Text } from '@mantine/core';
import { QuoteLinesTable } from './QuoteLinesTable.tsx';
import { RevisionTotals } from './RevisionTotals.tsx';

/** One revision as it was sent: lines, totals and the sales team's note. */
export function RevisionDetails({ revision }: { revision: QuoteRevisionView }) {
  return (
    <Stack gap="md">
      <QuoteLinesTable lines={revision.lines} label={`Items of revision ${revision.number}`} />
      <Box maw={360} ml="auto" w="100%">
        <RevisionTotals revision={revision} />
      </Box>
      {revision.note && (
        <Paper withBorder radius="sm" p="md" bg="gray.0" data-testid="quote-note">
          <Text fw={700} size="sm" mb={4}>
            Note from our sales team
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {revision.note}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
