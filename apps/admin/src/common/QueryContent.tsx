import type { ReactNode } from 'react';
import { QueryError } from './QueryError.tsx';
import { LoadingText } from './TableStates.tsx';

interface LoadedQuery<T> {
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/** What a query loaded, drawn by `children`; until then why it failed (with a retry) or `loading`. */
export function QueryContent<T>(props: {
  query: LoadedQuery<T>;
  loading: string;
  /** The failure alert's title; "Could not load this list" unless told. */
  errorTitle?: string;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  if (query.isError) {
    return (
      <QueryError
        title={props.errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data === undefined) return <LoadingText>{props.loading}</LoadingText>;
  return props.children(query.data);
}
