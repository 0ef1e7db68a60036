import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  formatFileSize,
  MAX_PRODUCT_DOCUMENTS,
  productDocumentKindLabels,
  type ProductDocument,
} from '@buildright/api/shared';
import { toast } from '@buildright/browser';
import { ConfirmDialog } from '../../common/ConfirmDialog.tsx';
import { QueryError } from '../../common/QueryError.tsx';
import { RowAction } from '../../common/RowAction.tsx';
import { LoadingText } from '../../common/TableStates.tsx';
import { assetUrl } from '../../lib/origin.ts';
import { trpc } from '../../lib/trpc.ts';
import { DocumentUploadForm } from './DocumentUploadForm.tsx';

/**
 * The product's PDFs on its edit screen: listed, added and removed at once (not with the form's
 * Update), as the shop's product page shows them.
 */
export function ProductDocumentsPanel({ productId }: { productId: number }) {
  const product = useQuery(trpc.catalog.adminById.queryOptions({ id: productId }));
  const [toRemove, setToRemove] = useState<ProductDocument | null>(null);
  const remove = useMutation(
    trpc.productDocuments.remove.mutationOptions({
      onSuccess: () => {
        toast({ title: 'Document removed', description: toRemove?.title });
        setToRemove(null);
      },
    }),
  );
  const documents = product.data?.documents ?? [];

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="product-documents">
      <Stack>
        <div>
          <Title order={3} id="product-documents">
            Documents
          </Title>
          <Text size="sm" c="dimmed">
            Spec sheets, safety data sheets, manuals and installation guides as PDF files of up to
            20 MB, listed on the product page. Added and removed at once.
          </Text>
        </div>
        {product.isPending ? (
          <LoadingText>Loading documents…</LoadingText>
        ) : product.isError ? (
          <QueryError error={product.error} onRetry={() => void product.refetch()} />
        ) : documents.length === 0 ? (
          <Text size="sm">No documents yet.</Text>
        ) : (
          <Table aria-label="Documents" verticalSpacing="xs">
            <Table.Tbody>
              {documents.map((document) => (
                <Table.Tr key={document.id}>
                  <Table.Td>
                    <Anchor href={assetUrl(document.url) ?? undefined} target="_blank" fw={600}>
                      {document.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {productDocumentKindLabels[document.kind]} · PDF ·{' '}
                      {formatFileSize(document.bytes)}
                    </Text>
                  </Table.Td>
                  <Table.Td w={60}>
                    <Group justify="flex-end">
                      <RowAction
                        tooltip="Remove"
                        label={`Remove ${document.title}`}
                        icon={<IconTrash size={18} aria-hidden />}
                        color="red"
                        onClick={() => setToRemove(document)}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <DocumentUploadForm
          productId={productId}
          full={documents.length >= MAX_PRODUCT_DOCUMENTS}
        />
      </Stack>
      <ConfirmDialog
        opened={toRemove !== null}
        title="Remove document?"
        confirmLabel="Remove"
        pendingLabel="Removing..."
        failureTitle="Not removed"
        action={remove}
        onConfirm={() => toRemove && remove.mutate({ productId, documentId: toRemove.id })}
        onCancel={() => setToRemove(null)}
      >
        <Text>
          Remove <b>{toRemove?.title}</b> from this product? The product page will no longer list
          it.
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}
