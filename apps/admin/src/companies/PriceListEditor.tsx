import { priceListInput, type PriceList } from '@buildright/api/shared';
import {
  Button,
  FileButton,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrorsOf, formatMoney, toast, toastFailure } from '@buildright/browser';
import { QueryContent } from '../common/QueryContent.tsx';
import { moneyInputProps } from '../common/moneyInputProps.ts';
import { apiOrigin } from '../lib/origin.ts';
import { schemaErrors } from '../lib/validate.ts';
import { trpc } from '../lib/trpc.ts';
import { edited, PriceListTable } from './PriceListTable.tsx';

interface CategoryEntry {
  categoryId: string | null;
  percentOff: number | string;
}

interface ProductEntry {
  sku: string;
  price: number | string;
  /** What the saved list says of it (name, list price), for a row already saved. */
  known?: { name: string; listPrice: string };
}

/** A company's price list (contract prices), for staff with credit.manage. */
export function PriceListEditor({ companyId }: { companyId: number }) {
  const list = useQuery(trpc.companies.staff.priceList.queryOptions({ id: companyId }));
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Price list
      </Title>
      <Text size="sm" c="dimmed">
        Members pay the lowest of the list price, the sale price, the volume tier and this contract
        price. A product&apos;s fixed price wins over its category&apos;s percentage.
      </Text>
      <QueryContent query={list} loading="Loading price list...">
        {(data) => <PriceListForm key={JSON.stringify(data)} companyId={companyId} list={data} />}
      </QueryContent>
    </Stack>
  );
}

function PriceListForm({ companyId, list }: { companyId: number; list: PriceList }) {
  const categories = useQuery(trpc.categories.adminList.queryOptions());
  const [categoryRows, setCategoryRows] = useState(() =>
    list.categories.map((entry) =>
      edited<CategoryEntry>({ categoryId: String(entry.categoryId), percentOff: entry.percentOff }),
    ),
  );
  const [productRows, setProductRows] = useState(() =>
    list.products.map((entry) =>
      edited<ProductEntry>({
        sku: entry.sku,
        price: entry.price,
        known: { name: entry.name, listPrice: entry.listPrice },
      }),
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saved = (title: string) => {
    setErrors({});
    toast({ title });
  };
  const save = useMutation(
    trpc.companies.staff.setPriceList.mutationOptions({
      onSuccess: () => saved('Price list saved'),
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        toastFailure('Price list not saved', error);
      },
    }),
  );
  const importCsv = useMutation(
    trpc.companies.staff.importPriceList.mutationOptions({
      onSuccess: () => saved('Price list imported'),
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        toastFailure('Price list not imported', error);
      },
    }),
  );
  const categoryOptions = (categories.data ?? []).map((category) => ({
    value: String(category.id),
    label: category.name,
  }));

  return (
    <form
      aria-label="Price list"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const body = {
          categories: categoryRows.map((row) => ({
            categoryId: row.categoryId === null ? Number.NaN : Number(row.categoryId),
            percentOff: String(row.percentOff),
          })),
          products: productRows.map((row) => ({ sku: row.sku, price: String(row.price) })),
        };
        // The shared rules first, each named at its row; the server then checks SKUs exist.
        const problems = schemaErrors(priceListInput, body);
        setErrors(problems);
        if (Object.keys(problems).length === 0) save.mutate({ id: companyId, ...body });
      }}
    >
      <Stack gap="sm">
        {errors.csv && (
          <Text size="sm" c="red.8" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {errors.csv}
          </Text>
        )}
        <PriceListTable
          label="Percentage off per category"
          testId="price-list-categories"
          rowName="category"
          rows={categoryRows}
          setRows={setCategoryRows}
          blankRow={{ categoryId: null, percentOff: '' }}
          error={errors.categories}
          columns={[
            {
              header: 'Category',
              cell: (row, index, change) => (
                <Select
                  aria-label={`Category ${index + 1}`}
                  data={categoryOptions}
                  value={row.categoryId}
                  onChange={(value) => change({ categoryId: value })}
                  searchable
                  error={errors[`categories.${index}.categoryId`]}
                />
              ),
            },
            {
              header: '% off',
              width: 160,
              cell: (row, index, change) => (
                <NumberInput
                  aria-label={`Percent off, category ${index + 1}`}
                  min={0.01}
                  max={99.99}
                  decimalScale={2}
                  allowNegative={false}
                  suffix="%"
                  value={row.percentOff}
                  onChange={(value) => change({ percentOff: value })}
                  error={errors[`categories.${index}.percentOff`]}
                />
              ),
            },
          ]}
        />

        <PriceListTable
          label="Fixed price per product"
          testId="price-list-products"
          rowName="product"
          rows={productRows}
          setRows={setProductRows}
          blankRow={{ sku: '', price: '' }}
          error={errors.products}
          columns={[
            {
              header: 'SKU',
              cell: (row, index, change) => (
                <TextInput
                  aria-label={`SKU ${index + 1}`}
                  value={row.sku}
                  onChange={(event) => change({ sku: event.currentTarget.value, known: undefined })}
                  description={
                    row.known && `${row.known.name} (list ${formatMoney(row.known.listPrice)})`
                  }
                  error={errors[`products.${index}.sku`]}
                />
              ),
            },
            {
              header: 'Contract price',
              width: 160,
              cell: (row, index, change) => (
                <NumberInput
                  aria-label={`Contract price, product ${index + 1}`}
                  {...moneyInputProps}
                  value={row.price}
                  onChange={(value) => change({ price: value })}
                  error={errors[`products.${index}.price`]}
                />
              ),
            },
          ]}
        />
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            Save price list
          </Button>
          <Button
            component="a"
            href={`${apiOrigin}/api/admin/companies/${companyId}/price-list.csv`}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Export CSV
          </Button>
          <FileButton
            accept=".csv,text/csv"
            onChange={async (file) => {
              if (file) importCsv.mutate({ id: companyId, csv: await file.text() });
            }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                loading={importCsv.isPending}
                leftSection={<IconUpload size={16} aria-hidden />}
              >
                Import CSV
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </form>
  );
}
