import { documentSummary, type ProductDocument } from '@buildright/api/shared';
import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';

/** "EX200 specifications.pdf": the title as the saved file's name. */
const fileNameOf = (document: ProductDocument) =>
  `${document.title.replace(/[\\/:*?"<>|]+/g, '-')}.pdf`;

/** The product's PDFs (spec sheets, manuals, ...), each a download link with its kind and size. */
export function ProductDocuments({ documents }: { documents: ProductDocument[] }) {
  if (documents.length === 0) return null;
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="product-documents">
      <Title order={2} fz={26} mb="sm" id="product-documents">
        Documents
      </Title>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {documents.map((document) => (
          <li key={document.id}>
            <Anchor
              href={document.url}
              download={fileNameOf(document)}
              display="block"
              py={6}
              mih={44}
              underline="never"
            >
              <Group wrap="nowrap" gap="sm">
                <ThemeIcon variant="light" color="red" size={40} radius="md" aria-hidden>
                  <IconFileTypePdf size={24} />
                </ThemeIcon>
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={700} td="underline" style={{ overflowWrap: 'anywhere' }}>
                    {document.title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {documentSummary(document)}
                  </Text>
                </Stack>
                <IconDownload size={20} aria-hidden />
              </Group>
            </Anchor>
          </li>
        ))}
      </Stack>
    </Card>
  );
}
