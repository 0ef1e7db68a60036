import type { Return } from '@buildright/api/shared';
import { Alert, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';

/** The answer to a request: its RMA number, what was asked, and what the buyer does next. */
export function ReturnRequested({ found, actions }: { found: Return; actions: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form gave way to this: start reading from its number.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Stack gap="lg" data-testid="return-requested">
      <Alert
        color="green"
        variant="light"
        radius="md"
        icon={<IconCircleCheck aria-hidden />}
        title={
          <Title order={2} fz="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            Return {found.number} requested
          </Title>
        }
      >
        <Stack gap="sm">
          <Text>We have e-mailed you this number. Keep it for any question about this return.</Text>
          <List size="sm" spacing={4}>
            {found.lines.map((line) => (
              <List.Item key={line.itemId}>
                {line.quantity} × {line.name}
              </List.Item>
            ))}
          </List>
        </Stack>
      </Alert>
      <div>
        <Title order={3} fz="lg" mb="xs">
          What happens next
        </Title>
        <List type="ordered" spacing="xs">
          <List.Item>We look at your request and e-mail you our answer.</List.Item>
          <List.Item>
            Once it is approved, the e-mail brings a return slip with the address to send the items
            to. Please wait for it before sending anything.
          </List.Item>
          <List.Item>
            Pack the items with the slip (or write{' '}
            <Text span inherit style={{ whiteSpace: 'nowrap' }}>
              {found.number}
            </Text>{' '}
            on the parcel) and send them.
          </List.Item>
          <List.Item>When they arrive and are checked, we refund you and e-mail you.</List.Item>
        </List>
      </div>
      <Group gap="sm">{actions}</Group>
    </Stack>
  );
}
