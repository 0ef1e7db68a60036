import { Button } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ImportCsvDialog } from './ImportCsvDialog.tsx';
import { productExportUrl } from './productCsv.ts';

/** Every product to a spreadsheet, and a spreadsheet back into the catalogue. */
export function ProductCsvActions() {
  const [importing, setImporting] = useState(false);
  return (
    <>
      <Button
        component="a"
        href={productExportUrl}
        download
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
      >
        Export CSV
      </Button>
      <Button
        variant="default"
        leftSection={<IconUpload size={16} aria-hidden />}
        onClick={() => setImporting(true)}
      >
        Import CSV
      </Button>
      <ImportCsvDialog opened={importing} onClose={() => setImporting(false)} />
    </>
  );
}
