import { Button, FileInput, Grid, Select, TextInput } from '@mantine/core';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  documentTooLarge,
  MAX_DOCUMENT_BYTES,
  productDocumentKindLabels,
  productDocumentKinds,
  type ProductDocumentKind,
} from '@buildright/api/shared';
import { toast } from '@buildright/browser';
import { FailureAlert } from '../../common/FailureAlert.tsx';
import { uploadDocument } from '../../lib/upload.ts';
import { restMutationKey } from '../../lib/stale-after.ts';

const kindOptions = productDocumentKinds.map((kind) => ({
  value: kind,
  label: productDocumentKindLabels[kind],
}));

interface Problems {
  title?: string;
  file?: string;
}

/** Title, kind and a PDF: uploaded and attached to the product at once. */
export function DocumentUploadForm({ productId, full }: { productId: number; full: boolean }) {
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<ProductDocumentKind>('spec_sheet');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const upload = useMutation({
    mutationKey: restMutationKey('rest.productDocuments.upload'),
    mutationFn: () => uploadDocument(productId, { title, kind, file: file! }),
    onSuccess: (document) => {
      toast({ title: 'Document added', description: document.title });
      setTitle('');
      setFile(null);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    if (!title.trim()) found.title = 'Title is required';
    if (!file) found.file = 'Choose a PDF file to upload';
    else if (file.size > MAX_DOCUMENT_BYTES) found.file = documentTooLarge(file.name);
    setProblems(found);
    if (Object.keys(found).length === 0) upload.mutate();
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Add a document">
      <Grid align="flex-end">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput
            label="Title"
            placeholder="EX200 specifications"
            withAsterisk
            maxLength={200}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={problems.title}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <Select
            label="Kind"
            data={kindOptions}
            value={kind}
            onChange={(value) => value && setKind(value as ProductDocumentKind)}
            allowDeselect={false}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <FileInput
            label="PDF file"
            withAsterisk
            accept="application/pdf,.pdf"
            leftSection={<IconFileTypePdf size={18} aria-hidden />}
            value={file}
            onChange={setFile}
            clearable
            error={problems.file}
          />
        </Grid.Col>
      </Grid>
      <FailureAlert title="Document not added" error={upload.error} />
      <Button
        type="submit"
        mt="sm"
        leftSection={<IconUpload size={16} aria-hidden />}
        loading={upload.isPending}
        disabled={full}
      >
        Upload document
      </Button>
    </form>
  );
}
