import { Button, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconBarrierBlock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { MessagePage } from '../../components/MessagePage.tsx';
import { PageHead } from '../../seo/PageHead.tsx';
import { pageTitle } from '../../seo/page-text.ts';

export function ProductNotFound() {
  return (
    <MessagePage
      head={
        <PageHead
          title={pageTitle('Product Not Found')}
          description="This equipment does not exist at BuildRight Equipment or has been removed. Browse the catalogue for what we have in stock."
        />
      }
      visual={
        <ThemeIcon size={72} radius="xl" color="safety" aria-hidden>
          <IconBarrierBlock size={40} />
        </ThemeIcon>
      }
      title="Product Not Found"
    >
      <Text c="dimmed" size="lg">
        The equipment you're looking for doesn't exist or has been removed.
      </Text>
      <Button
        component={Link}
        to="/equipment"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
      >
        Back to Equipment
      </Button>
    </MessagePage>
  );
}
