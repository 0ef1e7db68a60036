import { Card, Title, type CardProps, type TitleProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps extends CardProps {
  /** The heading's id: it names the section for screen readers. */
  titleId: string;
  title: ReactNode;
  titleMb?: TitleProps['mb'];
  children: ReactNode;
}

/** A bordered card that is a section of the page, named by its heading. */
export function SectionCard({
  titleId,
  title,
  titleMb = 'md',
  children,
  ...card
}: SectionCardProps) {
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby={titleId} {...card}>
      <Title order={2} fz="xl" mb={titleMb} id={titleId}>
        {title}
      </Title>
      {children}
    </Card>
  );
}
