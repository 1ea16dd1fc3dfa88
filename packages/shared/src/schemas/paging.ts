import { z } from 'zod';
import { queryInteger } from './fields';

/** DRF-style paging parameters: `limit`/`offset`, or `page` with the endpoint's page size. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: queryInteger().optional(),
  page: queryInteger(1).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A DRF page: `{count, next, previous, results}`; next/previous are URLs or null. */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
