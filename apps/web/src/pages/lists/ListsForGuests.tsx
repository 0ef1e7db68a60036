import { Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';

/** /lists for a visitor not signed in: what saved lists are, and the way to them. */
export function ListsForGuests({ title }: { title: string }) {
  const [, setParams] = useSearchParams();
  return (
    <Container size="sm" py="xl" data-testid="lists-guest">
      <title>{title}</title>
      <Stack gap="md">
        <IconListCheck size={48} color="var(--mantine-color-safety-8)" aria-hidden />
        <Title order={1} fz={{ base: 30, sm: 38 }}>
          Saved Lists
        </Title>
        <Text size="lg">
          Saved lists keep the products your crews order again and again, so a whole order goes into
          the cart in one step.
        </Text>
        <List spacing={4}>
          <List.Item>Save products from a product page, your cart or a past order.</List.Item>
          <List.Item>Change quantities, then add the whole list to your cart.</List.Item>
          <List.Item>Share a list with the rest of your company.</List.Item>
        </List>
        <Text>Lists belong to your account: sign in, or create an account, to keep them.</Text>
        <Group gap="sm">
          {/* Opens the header's sign-in panel here; once signed in, this page shows the lists. */}
          <Button h={44} onClick={() => setParams({ signin: '1' })}>
            Sign in to see your lists
          </Button>
          <Button component={Link} to="/equipment" h={44} variant="outline" color="dark">
            Browse Equipment
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
