import { Button, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconBarrierBlock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { MessagePage } from '../../components/MessagePage.tsx';
import { PageHead } from '../../seo/PageHead.tsx';
import { pageTitle } from '../../seo/page-text.ts';

/** `/equipment?category=9999`: no such category, so no such page (the server answers 404). */
export function CategoryNotFound() {
  return (
    <MessagePage
      head={
        <PageHead
          title={pageTitle('Category Not Found')}
          description="This equipment category does not exist at BuildRight Equipment. Browse all equipment instead."
        />
      }
      visual={
        <ThemeIcon size={72} radius="xl" color="safety" aria-hidden>
          <IconBarrierBlock size={40} />
        </ThemeIcon>
      }
      title="Category Not Found"
      testId="category-not-found"
    >
      <Text c="dimmed" size="lg">
        The category you're looking for doesn't exist or has been removed.
      </Text>
      <Button
        component={Link}
        to="/equipment"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
      >
        View All Equipment
      </Button>
    </MessagePage>
  );
}
