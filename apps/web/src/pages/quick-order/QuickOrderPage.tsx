import { MAX_QUICK_ORDER_LINES, type QuickOrderAnswer } from '@buildright/api/shared';
import { errorMessage, toast } from '@buildright/browser';
import { ErrorAlert } from '@buildright/ui';
import {
  Anchor,
  Button,
  Card,
  Container,
  FileButton,
  Group,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconDownload, IconListCheck, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useChosenMachine } from '../../fitment/useMyMachine.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { PageHead } from '../../seo/PageHead.tsx';
import { pageTitle } from '../../seo/page-text.ts';
import { QuickOrderLines } from './QuickOrderLines.tsx';
import { rowsOf, textOf, type QuickOrderRow } from './quick-order-rows.ts';

/** A file far past what 500 lines of `SKU quantity` take is not a quick order. */
const MAX_FILE_BYTES = 200_000;
const SAMPLE_CSV = '/quick-order-sample.csv';

export function QuickOrderPage() {
  const trpc = useTRPC();
  const { machineId } = useChosenMachine();
  const [text, setText] = useState('');
  const [rows, setRows] = useState<QuickOrderRow[] | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const resolve = useMutation({
    ...trpc.quickOrder.resolve.mutationOptions(),
    onSuccess: (answer: QuickOrderAnswer) => setRows(rowsOf(answer.lines)),
  });
  const check = (lines: string) => {
    setFileError(null);
    resolve.mutate({ text: lines, ...(machineId === null ? {} : { machineId }) });
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileError(
        `${file.name} is too large: a quick order takes up to ${MAX_QUICK_ORDER_LINES} lines`,
      );
      return;
    }
    const contents = await file.text();
    setText(contents);
    check(contents);
  };

  return (
    <Container size="xl" py="xl">
      <PageHead
        title={pageTitle('Quick Order')}
        description="Order by SKU: paste lines of SKU and quantity from a spreadsheet or upload a CSV, see price, stock and fit for every line, and add them all to your cart at once."
        path="/quick-order"
      />
      <Stack gap={4} mb="lg" maw={760}>
        <Title order={1} fz={{ base: 30, sm: 40 }}>
          Quick Order
        </Title>
        <Text c="dimmed">
          Know your part numbers? Paste one line per product with its SKU and quantity, straight
          from a spreadsheet, or upload a CSV file. Every line is checked for price, stock and fit
          before anything goes into your cart.
        </Text>
      </Stack>

      <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} mb="lg">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            check(text);
          }}
        >
          <Stack gap="sm">
            <Textarea
              label="SKUs and quantities"
              description="One product per line: SKU, then quantity, separated by a tab, comma, semicolon or space"
              placeholder={'BR-001001\t2\nBR-001002, 5\nBR-001003 1'}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              autosize
              minRows={6}
              maxRows={16}
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
            <Group gap="sm" wrap="wrap">
              <Button
                type="submit"
                size="md"
                leftSection={<IconListCheck size={18} aria-hidden />}
                loading={resolve.isPending}
                disabled={text.trim() === ''}
              >
                Check lines
              </Button>
              <FileButton onChange={(file) => void upload(file)} accept=".csv,text/csv,text/plain">
                {(props) => (
                  <Button
                    {...props}
                    size="md"
                    variant="outline"
                    color="dark"
                    leftSection={<IconUpload size={18} aria-hidden />}
                  >
                    Upload CSV
                  </Button>
                )}
              </FileButton>
              <Anchor
                href={SAMPLE_CSV}
                download="quick-order-sample.csv"
                fw={600}
                c="dark"
                td="underline"
                py="xs"
              >
                <Group gap={6} wrap="nowrap" component="span">
                  <IconDownload size={18} aria-hidden />
                  Download a sample CSV
                </Group>
              </Anchor>
            </Group>
            {fileError && <ErrorAlert title="File not read">{fileError}</ErrorAlert>}
            {resolve.isError && (
              <ErrorAlert title="Lines not checked">{errorMessage(resolve.error)}</ErrorAlert>
            )}
          </Stack>
        </form>
      </Card>

      {rows !== null && (
        <QuickOrderLines
          rows={rows}
          onRowsChange={setRows}
          onCheckAgain={() => check(textOf(rows))}
          checking={resolve.isPending}
          onAdded={(count) => {
            if (count > 0) {
              toast({
                title: 'Added to Cart',
                description: `${count} item${count === 1 ? '' : 's'} from your quick order ${count === 1 ? 'is' : 'are'} in your cart.`,
                duration: 3000,
              });
            }
          }}
        />
      )}
    </Container>
  );
}
