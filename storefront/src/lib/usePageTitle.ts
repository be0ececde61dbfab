import { createContext, useContext, useEffect } from 'react';
import { pageTitle } from './brand';

/** Where the server's drawing of a page (entry-server.tsx) learns the page's title: effects do not run there. */
export const ServerHead = createContext<{ title?: string } | null>(null);

/** Sets document.title for the current page; no argument gives the shop's default title. */
export function usePageTitle(page?: string): void {
  const serverHead = useContext(ServerHead);
  // Only ever given on the server, where the render is the page's one and only.
  if (serverHead) serverHead.title = pageTitle(page);
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
