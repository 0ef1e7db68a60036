import { Anchor, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ContactSubmission } from '@buildright/api';
import { formatDateTime } from '@buildright/browser';
import { LabelledValue } from '../common/LabelledValue.tsx';

/** One contact message in full, with a link that answers it by e-mail. */
export function ContactMessageModal(props: {
  submission: ContactSubmission | null;
  onClose: () => void;
}) {
  const s = props.submission;
  return (
    <Modal
      opened={s !== null}
      onClose={props.onClose}
      size="lg"
      title={
        <Text fw={800} fz="lg">
          {s ? s.subject : 'Message'}
        </Text>
      }
    >
      {s && (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <LabelledValue label="Name">{s.name}</LabelledValue>
            <LabelledValue label="Email">
              <Anchor
                href={`mailto:${s.email}?subject=${encodeURIComponent(`Re: ${s.subject}`)}`}
                size="sm"
              >
                {s.email}
              </Anchor>
            </LabelledValue>
            <LabelledValue label="Phone">{s.phone || 'N/A'}</LabelledValue>
            <LabelledValue label="Company">{s.company || 'N/A'}</LabelledValue>
            <LabelledValue label="Received">{formatDateTime(s.createdAt)}</LabelledValue>
          </SimpleGrid>
          <LabelledValue label="Message">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="contact-message">
              {s.message}
            </Text>
          </LabelledValue>
        </Stack>
      )}
    </Modal>
  );
}
