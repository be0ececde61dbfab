export type PaginationItem = number | 'previous' | 'next' | 'start-ellipsis' | 'end-ellipsis';

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * What MUI's Pagination shows with one page at each end and none beside the current one
 * (`siblingCount={0}`, its `usePagination` for that case): ‹ 1 … 4 … 9 ›.
 */
export function paginationItems(page: number, count: number): PaginationItem[] {
  const siblingsStart = Math.max(Math.min(page, count - 2), 3);
  const siblingsEnd = Math.min(Math.max(page, 3), count - 2);
  return [
    'previous',
    ...range(1, Math.min(1, count)),
    ...(siblingsStart > 3 ? (['start-ellipsis'] as const) : 2 < count - 1 ? [2] : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - 2 ? (['end-ellipsis'] as const) : count - 1 > 1 ? [count - 1] : []),
    ...range(Math.max(count, 2), count),
    'next',
  ];
}
