import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { QuoteHead } from './QuoteHead.tsx';

/** A wrong or mistyped link: nothing is said about whether such a quote exists. */
export function QuoteNotFound() {
  return (
    <Container size="sm" py={96}>
      <QuoteHead title="Quote Not Found" />
      <Stack align="center" ta="center" gap="md" data-testid="quote-not-found">
        <ThemeIcon size={72} radius="xl" color="gray.2" aria-hidden>
          <IconFileUnknown size={40} color="var(--mantine-color-gray-7)" />
        </ThemeIcon>
        <Title order={1}>Quote Not Found</Title>
        <Text c="dimmed" size="lg">
          This quote link is not valid. Check the link in your e-mail, or contact us and we will
          send it again.
        </Text>
        <Group justify="center">
          <Button component={Link} to="/contact">
            Contact Us
          </Button>
          <Button component={Link} to="/" variant="outline" color="dark">
            Go to the home page
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
