import { Text } from '@mantine/core';

interface Recipient {
  name: string;
  address: string;
  email: string;
  phone?: string | null;
}

/** Who an order or a quote is for: name, postal address, then e-mail and phone on one line. */
export function RecipientDetails({ recipient }: { recipient: Recipient }) {
  const { name, address, email, phone } = recipient;
  return (
    <>
      <Text size="sm" mt="xs" fw={600}>
        {name}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {address}
      </Text>
      <Text size="sm" c="dimmed">
        {email}
        {phone && ` · ${phone}`}
      </Text>
    </>
  );
}
