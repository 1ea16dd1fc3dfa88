import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageLoader } from '../../../components/page-loader';
import { failureMessage } from '../../../lib/api-errors';

/** A query's data through `children`, or its loader, or its failure. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Text c="red">{failureMessage(query.error)}</Text>;
  return children(query.data);
}
