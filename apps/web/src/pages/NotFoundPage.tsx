import { Button, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { MessagePage } from '../components/MessagePage.tsx';
import { PageHead } from '../seo/PageHead.tsx';
import { pageTitle } from '../seo/page-text.ts';

export function NotFoundPage() {
  return (
    <MessagePage
      head={
        <PageHead
          title={pageTitle('404 Page Not Found')}
          description="This page does not exist at BuildRight Equipment. Browse our construction equipment catalogue or go back to the home page."
        />
      }
      visual={
        <Text fz={96} fw={900} c="safety.8" lh={1} aria-hidden ff="heading">
          404
        </Text>
      }
      title="404 Page Not Found"
    >
      <Text c="dimmed" size="lg">
        Did you forget to add the page to the router?
      </Text>
      <Button component={Link} to="/">
        Go to the home page
      </Button>
    </MessagePage>
  );
}
