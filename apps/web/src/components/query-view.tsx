import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorAlert } from './error-alert';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** Shown until the first answer. */
  loading: ReactNode;
  /** The failure, said in place of the content. */
  error: ReactNode;
  /** Shown instead of the content when the answer is an empty list. */
  empty?: ReactNode;
  children(data: T): ReactNode;
}

/** One query's loading, failure, empty and loaded states, in the order every page checks them. */
export function QueryView<T>({ query, loading, error, empty, children }: QueryViewProps<T>) {
  if (query.isPending) return loading;
  if (query.isError) return <ErrorAlert>{error}</ErrorAlert>;
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return empty;
  return children(query.data);
}
