import { paginationItems } from './paginationItems';

describe('paginationItems (MUI Pagination, siblingCount 0)', () => {
  it.each([
    [1, 1, ['previous', 1, 'next']],
    [1, 2, ['previous', 1, 2, 'next']],
    [2, 3, ['previous', 1, 2, 3, 'next']],
    [1, 5, ['previous', 1, 2, 3, 4, 5, 'next']],
    [1, 9, ['previous', 1, 2, 3, 'end-ellipsis', 9, 'next']],
    [3, 5, ['previous', 1, 2, 3, 4, 5, 'next']],
    [5, 9, ['previous', 1, 'start-ellipsis', 5, 'end-ellipsis', 9, 'next']],
    [9, 9, ['previous', 1, 'start-ellipsis', 7, 8, 9, 'next']],
  ])('page %i of %i', (page, count, expected) => {
    expect(paginationItems(page, count)).toEqual(expected);
  });
});
