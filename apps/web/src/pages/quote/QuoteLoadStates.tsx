import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorCode } from '@buildright/browser';
import { LoadingNotice } from '../LoadStates.tsx';
import { QuoteHead } from './QuoteHead.tsx';
import { QuoteNotFound } from './QuoteNotFound.tsx';

/** A quote's page while the quote loads, already under the page's own title. */
export function QuoteLoading({ title }: { title: string }) {
  return (
    <Container size="lg" py={96}>
      <QuoteHead title={title} />
      <LoadingNotice what="quote" />
    </Container>
  );
}

/** A quote that did not load: an unknown token is not found; anything else says why (children). */
export function QuoteLoadFailure({
  title,
  error,
  children,
}: {
  title: string;
  error: unknown;
  children: ReactNode;
}) {
  if (errorCode(error) === 'NOT_FOUND') return <QuoteNotFound />;
  return (
    <Container size="sm" py={96}>
      <QuoteHead title={title} />
      {children}
    </Container>
  );
}
