import { Alert, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  type ProductImportReport,
} from '@buildright/api/shared';
import { toast } from '@buildright/browser';
import { restMutationKey } from '../../lib/stale-after.ts';
import { ImportChanges, ImportErrors } from './ImportReportTables.tsx';
import { importProductCsv } from './productCsv.ts';
import { FailureAlert } from '../../common/FailureAlert.tsx';

const plural = (count: number, word: string) =>
  `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

function summary(report: ProductImportReport): string {
  const parts = [
    `${plural(report.creates.length, 'product')} to create`,
    `${report.updates.length.toLocaleString('en-US')} to update`,
  ];
  if (report.unchanged > 0) parts.push(`${report.unchanged.toLocaleString('en-US')} unchanged`);
  return parts.join(', ');
}

/** Choose a file, read the dry run's answer, then apply it: all rows or none. */
export function ImportCsvDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const dryRun = useMutation({ mutationFn: (text: string) => importProductCsv(text, true) });
  const apply = useMutation({
    mutationKey: restMutationKey('rest.products.import'),
    mutationFn: (text: string) => importProductCsv(text, false),
    onSuccess: (report) => {
      toast({
        title: 'Products imported',
        description: `${plural(report.creates.length, 'product')} created, ${report.updates.length.toLocaleString('en-US')} updated`,
      });
      close();
    },
  });

  function close() {
    setFile(null);
    setCsv(null);
    setTooLarge(false);
    dryRun.reset();
    apply.reset();
    onClose();
  }

  async function choose(chosen: File | null) {
    setFile(chosen);
    setCsv(null);
    dryRun.reset();
    apply.reset();
    setTooLarge(chosen !== null && chosen.size > MAX_IMPORT_BYTES);
    if (!chosen || chosen.size > MAX_IMPORT_BYTES) return;
    const text = await chosen.text();
    setCsv(text);
    dryRun.mutate(text);
  }

  const report = dryRun.data;
  const canApply =
    csv !== null &&
    report !== undefined &&
    report.errors.length === 0 &&
    report.creates.length + report.updates.length > 0;

  return (
    <Modal opened={opened} onClose={close} title="Import products from CSV" size="xl" centered>
      <Stack>
        <Text size="sm">
          The first row names the columns; only <b>sku</b> is required. A product whose SKU exists
          is updated, any other is created; columns left out keep their values. Nothing is changed
          until you apply, and then every row is imported or none. At most{' '}
          {MAX_IMPORT_BYTES / 1024 / 1024} MB and {MAX_IMPORT_ROWS.toLocaleString('en-US')} rows.
        </Text>
        <FileInput
          label="CSV file"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          value={file}
          onChange={(chosen) => void choose(chosen)}
          error={
            tooLarge
              ? `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB; split it into smaller files`
              : undefined
          }
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
        />
        {dryRun.isPending && <Text size="sm">Checking the file…</Text>}
        <FailureAlert title="The file could not be checked" error={dryRun.error} />
        {report && (
          <>
            <Alert
              color={report.errors.length > 0 ? 'red' : 'blue'}
              title={summary(report)}
              role="status"
            >
              {report.errors.length > 0
                ? `${plural(report.errors.length, 'problem')} to fix first: nothing can be imported until the file has none.`
                : report.creates.length + report.updates.length === 0
                  ? 'The file changes nothing.'
                  : 'Check the changes below, then apply them.'}
            </Alert>
            {report.errors.length > 0 ? (
              <ImportErrors errors={report.errors} />
            ) : (
              <ImportChanges report={report} />
            )}
          </>
        )}
        <FailureAlert title="Not imported" error={apply.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={apply.isPending}>
            Cancel
          </Button>
          <Button
            disabled={!canApply}
            loading={apply.isPending}
            onClick={() => csv !== null && apply.mutate(csv)}
          >
            Apply
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
