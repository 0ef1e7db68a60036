import type { Return } from '@buildright/api/shared';
import { Alert, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The answer to a return request or a warranty claim: its RMA number, what was asked, and what
 * the buyer does next.
 */
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
            {found.kind === 'warranty'
              ? `Warranty claim ${found.number} sent`
              : `Return ${found.number} requested`}
          </Title>
        }
      >
        <Stack gap="sm">
          <Text>
            We have e-mailed you this number. Keep it for any question about this{' '}
            {found.kind === 'warranty' ? 'claim' : 'return'}.
          </Text>
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
        {found.kind === 'warranty' ? (
          <List type="ordered" spacing="xs">
            <List.Item>
              We look at your claim and answer by e-mail within two business days.
            </List.Item>
            <List.Item>
              If the warranty covers it, we send a replacement at no charge (a new order, whose
              number we e-mail you) or refund what the items cost; if not, we tell you why.
            </List.Item>
            <List.Item>
              Keep the defective items until we answer: if we need them back, we tell you how.
            </List.Item>
          </List>
        ) : (
          <List type="ordered" spacing="xs">
            <List.Item>We look at your request and e-mail you our answer.</List.Item>
            <List.Item>
              Once it is approved, the e-mail brings a return slip with the address to send the
              items to. Please wait for it before sending anything.
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
        )}
      </div>
      <Group gap="sm">{actions}</Group>
    </Stack>
  );
}
