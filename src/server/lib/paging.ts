import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { pageQuerySchema, pagedSchema } from '../../shared/payments';

/** A 1-based page of a list, as every list endpoint takes it. */
export interface PageQuery {
  page: number;
  pageSize: number;
}

/** Narrows a select to one page (LIMIT and OFFSET); pass it through `.$dynamic()` first. */
export function selectPage<T extends PgSelect>(select: T, query: PageQuery): T {
  return select.limit(query.pageSize).offset((query.page - 1) * query.pageSize);
}

/** What every list endpoint answers: the page's items, how many match in all, and the page asked for. */
export function pageAnswer<T>(items: T[], total: number, query: PageQuery) {
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** The route options of a signed-in user's own list: `?page&pageSize` in, one page of `item` out. */
export function pagedListRoute<T extends z.ZodType>(tag: string, item: T) {
  return { schema: { tags: [tag], querystring: pageQuerySchema, response: { 200: pagedSchema(item) } } };
}
