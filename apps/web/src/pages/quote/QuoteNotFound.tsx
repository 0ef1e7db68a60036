import { Button, Group, Text, ThemeIcon } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { MessagePage } from '../../components/MessagePage.tsx';
import { QuoteHead } from './QuoteHead.tsx';

/** A wrong or mistyped link: nothing is said about whether such a quote exists. */
export function QuoteNotFound() {
  return (
    <MessagePage
      head={<QuoteHead title="Quote Not Found" />}
      visual={
        <ThemeIcon size={72} radius="xl" color="gray.2" aria-hidden>
          <IconFileUnknown size={40} color="var(--mantine-color-gray-7)" />
        </ThemeIcon>
      }
      title="Quote Not Found"
      testId="quote-not-found"
    >
      <Text c="dimmed" size="lg">
        This quote link is not valid. Check the link in your e-mail, or contact us and we will send
        it again.
      </Text>
      <Group justify="center">
        <Button component={Link} to="/contact">
          Contact Us
        </Button>
        <Button component={Link} to="/" variant="outline" color="dark">
          Go to the home page
        </Button>
      </Group>
    </MessagePage>
  );
}
