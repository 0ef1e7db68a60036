import { Button } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useCan } from '../../lib/permissions.ts';
import { ImportCsvDialog } from './ImportCsvDialog.tsx';
import { productExportUrl } from './productCsv.ts';

/** Every product to a spreadsheet, and (for a role that edits the catalogue) one back into it. */
export function ProductCsvActions() {
  const [importing, setImporting] = useState(false);
  const can = useCan();
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
      {can('catalog.edit') && (
        <>
          <Button
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden />}
            onClick={() => setImporting(true)}
          >
            Import CSV
          </Button>
          <ImportCsvDialog opened={importing} onClose={() => setImporting(false)} />
        </>
      )}
    </>
  );
}
