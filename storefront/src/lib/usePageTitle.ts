import { useEffect } from 'react';
import { pageTitle } from './brand';

/** Sets document.title for the current page; no argument gives the shop's default title. */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
