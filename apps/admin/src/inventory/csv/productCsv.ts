import type { ProductImportReport } from '@buildright/api/shared';
import { apiOrigin } from '../../lib/origin.ts';
import { restError } from '../../lib/rest.ts';

export const productExportUrl = `${apiOrigin}/api/admin/products/export.csv`;

/** Sends a product CSV to the server: a dry run, or the import itself. */
export async function importProductCsv(csv: string, dryRun: boolean): Promise<ProductImportReport> {
  const response = await fetch(`${apiOrigin}/api/admin/products/import?dryRun=${dryRun}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv' },
    body: csv,
    credentials: 'include',
  });
  if (!response.ok) throw await restError(response);
  return (await response.json()) as ProductImportReport;
}
