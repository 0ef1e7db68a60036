import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHead } from '../../seo/PageHead.tsx';
import { pageTitle } from '../../seo/page-text.ts';

const EFFECTIVE_DATE = 'January 1, 2024';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

export function LegalPage({
  title,
  path,
  intro,
  sections,
}: {
  title: string;
  path: string;
  /** Opens the page, and describes it to search engines. */
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <Container size="md" py="xl">
      <PageHead title={pageTitle(title)} description={intro} path={path} />
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 48 }}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" mt={4} mb="lg">
          Effective date: {EFFECTIVE_DATE}
        </Text>
        <Text mb="xl">{intro}</Text>
        <Stack gap="xl" className="rich-text">
          {sections.map((section, index) => (
            <section key={section.title} aria-labelledby={`legal-${index}`}>
              <Title order={2} fz="xl" id={`legal-${index}`}>
                {index + 1}. {section.title}
              </Title>
              {section.body}
            </section>
          ))}
        </Stack>
        <Text mt="xl" size="sm" c="dimmed">
          Questions?{' '}
          <Anchor component={Link} to="/contact">
            Contact us
          </Anchor>
          .
        </Text>
      </Paper>
    </Container>
  );
}
