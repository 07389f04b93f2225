import type { Page, PageQuery } from '@platform/shared/admin';

export const offsetOf = (query: PageQuery): number => (query.page - 1) * query.page_size;

export function toPage<T>(items: T[], total: number, query: PageQuery): Page<T> {
  return { items, total, page: query.page, page_size: query.page_size };
}
