import { Container, Grid, Title, type ContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackLink } from './BackLink.tsx';

interface PaymentStepLayoutProps {
  size?: ContainerProps['size'];
  /** The document's title and meta tags. */
  head: ReactNode;
  back: { to: string; label: string };
  title: string;
  /** The form, on the left (above on phones). */
  children: ReactNode;
  /** What is being paid for, on the right. */
  summary: ReactNode;
}

/** A step of paying (checkout, card payment): the way back, the title, the form beside the summary. */
export function PaymentStepLayout({
  size = 'lg',
  head,
  back,
  title,
  children,
  summary,
}: PaymentStepLayoutProps) {
  return (
    <Container size={size} py="xl">
      {head}
      <BackLink to={back.to}>{back.label}</BackLink>
      <Title order={1} mt="sm" mb="lg">
        {title}
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>{children}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>{summary}</Grid.Col>
      </Grid>
    </Container>
  );
}
