import { Button, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconBarrierBlock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHead } from '../seo/PageHead.tsx';
import { pageTitle } from '../seo/page-text.ts';
import { MessagePage } from './MessagePage.tsx';

/** A catalogue page that does not exist (a product, a category), with the way back to all equipment. */
export function EquipmentNotFound(props: {
  title: string;
  description: string;
  children: ReactNode;
  backLabel: string;
  testId?: string;
}) {
  return (
    <MessagePage
      head={<PageHead title={pageTitle(props.title)} description={props.description} />}
      visual={
        <ThemeIcon size={72} radius="xl" color="safety" aria-hidden>
          <IconBarrierBlock size={40} />
        </ThemeIcon>
      }
      title={props.title}
      testId={props.testId}
    >
      <Text c="dimmed" size="lg">
        {props.children}
      </Text>
      <Button
        component={Link}
        to="/equipment"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
      >
        {props.backLabel}
      </Button>
    </MessagePage>
  );
}
