/** One page of a listing, as `GET /api/payments` and `GET /api/credits/transactions` answer. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export function pageCount(page: Pick<Page<unknown>, 'pageSize' | 'total'>): number {
  return Math.max(1, Math.ceil(page.total / page.pageSize));
}
