import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageHead } from '../seo/PageHead.tsx';
import { pageTitle } from '../seo/page-text.ts';

export function NotFoundPage() {
  return (
    <Container size="sm" py={96}>
      <PageHead
        title={pageTitle('404 Page Not Found')}
        description="This page does not exist at BuildRight Equipment. Browse our construction equipment catalogue or go back to the home page."
      />
      <Stack align="center" ta="center" gap="md">
        <Text fz={96} fw={900} c="safety.8" lh={1} aria-hidden ff="heading">
          404
        </Text>
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed" size="lg">
          Did you forget to add the page to the router?
        </Text>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}
