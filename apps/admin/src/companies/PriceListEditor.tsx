import { priceListInput, type PriceList } from '@buildright/api/shared';
import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrorsOf, formatMoney, toast, toastFailure } from '@buildright/browser';
import { QueryContent } from '../common/QueryContent.tsx';
import { moneyInputProps } from '../common/moneyInputProps.ts';
import { apiOrigin } from '../lib/origin.ts';
import { schemaErrors } from '../lib/validate.ts';
import { trpc } from '../lib/trpc.ts';

interface CategoryRow {
  key: number;
  categoryId: string | null;
  percentOff: number | string;
}

interface ProductRow {
  key: number;
  sku: string;
  price: number | string;
  /** What the saved list says of it (name, list price), for a row already saved. */
  known?: { name: string; listPrice: string };
}

let nextKey = 0;
const rowsOf = (list: PriceList): { categories: CategoryRow[]; products: ProductRow[] } => ({
  categories: list.categories.map((entry) => ({
    key: nextKey++,
    categoryId: String(entry.categoryId),
    percentOff: entry.percentOff,
  })),
  products: list.products.map((entry) => ({
    key: nextKey++,
    sku: entry.sku,
    price: entry.price,
    known: { name: entry.name, listPrice: entry.listPrice },
  })),
});

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
  const queryClient = useQueryClient();
  const categories = useQuery(trpc.categories.adminList.queryOptions());
  const [rows, setRows] = useState(() => rowsOf(list));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saved = async (title: string) => {
    setErrors({});
    await queryClient.invalidateQueries({
      queryKey: trpc.companies.staff.priceList.queryKey({ id: companyId }),
    });
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
  const setCategory = (key: number, change: Partial<CategoryRow>) =>
    setRows((current) => ({
      ...current,
      categories: current.categories.map((row) => (row.key === key ? { ...row, ...change } : row)),
    }));
  const setProduct = (key: number, change: Partial<ProductRow>) =>
    setRows((current) => ({
      ...current,
      products: current.products.map((row) => (row.key === key ? { ...row, ...change } : row)),
    }));

  return (
    <form
      aria-label="Price list"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const body = {
          categories: rows.categories.map((row) => ({
            categoryId: row.categoryId === null ? Number.NaN : Number(row.categoryId),
            percentOff: String(row.percentOff),
          })),
          products: rows.products.map((row) => ({ sku: row.sku, price: String(row.price) })),
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
        <Table aria-label="Percentage off per category" data-testid="price-list-categories">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Category</Table.Th>
              <Table.Th w={160}>% off</Table.Th>
              <Table.Th w={48} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.categories.map((row, index) => (
              <Table.Tr key={row.key}>
                <Table.Td>
                  <Select
                    aria-label={`Category ${index + 1}`}
                    data={categoryOptions}
                    value={row.categoryId}
                    onChange={(value) => setCategory(row.key, { categoryId: value })}
                    searchable
                    error={errors[`categories.${index}.categoryId`]}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Percent off, category ${index + 1}`}
                    min={0.01}
                    max={100}
                    decimalScale={2}
                    allowNegative={false}
                    suffix="%"
                    value={row.percentOff}
                    onChange={(value) => setCategory(row.key, { percentOff: value })}
                    error={errors[`categories.${index}.percentOff`]}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove category ${index + 1}`}
                    onClick={() =>
                      setRows((current) => ({
                        ...current,
                        categories: current.categories.filter((entry) => entry.key !== row.key),
                      }))
                    }
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <ListError message={errors.categories} />
        <Button
          variant="default"
          w="fit-content"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() =>
            setRows((current) => ({
              ...current,
              categories: [
                ...current.categories,
                { key: nextKey++, categoryId: null, percentOff: '' },
              ],
            }))
          }
        >
          Add category
        </Button>

        <Table aria-label="Fixed price per product" data-testid="price-list-products">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>SKU</Table.Th>
              <Table.Th w={160}>Contract price</Table.Th>
              <Table.Th w={48} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.products.map((row, index) => (
              <Table.Tr key={row.key}>
                <Table.Td>
                  <TextInput
                    aria-label={`SKU ${index + 1}`}
                    value={row.sku}
                    onChange={(event) =>
                      setProduct(row.key, { sku: event.currentTarget.value, known: undefined })
                    }
                    description={
                      row.known && `${row.known.name} (list ${formatMoney(row.known.listPrice)})`
                    }
                    error={errors[`products.${index}.sku`]}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Contract price, product ${index + 1}`}
                    {...moneyInputProps}
                    value={row.price}
                    onChange={(value) => setProduct(row.key, { price: value })}
                    error={errors[`products.${index}.price`]}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove product ${index + 1}`}
                    onClick={() =>
                      setRows((current) => ({
                        ...current,
                        products: current.products.filter((entry) => entry.key !== row.key),
                      }))
                    }
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <ListError message={errors.products} />
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() =>
              setRows((current) => ({
                ...current,
                products: [...current.products, { key: nextKey++, sku: '', price: '' }],
              }))
            }
          >
            Add product
          </Button>
        </Group>
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

/** A problem the server found with a list as a whole (an unknown SKU), under its table. */
function ListError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Text size="sm" c="red.8" role="alert">
      {message}
    </Text>
  );
}
