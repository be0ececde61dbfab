import type { EmotionCache } from '@emotion/cache';
import { type ComponentType, createContext } from 'react';

/**
 * What a first visit draws (the layout, the home page, the product list and the product page) is plain
 * elements with stylesheets of their own (components/ui); everything else draws with MUI, whose theme,
 * emotion and components load with it (lib/mui.tsx), not with every page. A component that draws with
 * MUI is loaded through `withMui`, which wraps it in MUI's theme and emotion's cache. (MUI's theme,
 * styling system and emotion cost a page about 30 KB gzip before its first component: docs/performance.md.)
 */
export function withMui<P extends object>(fetchCode: () => Promise<{ default: ComponentType<P> }>): () => Promise<{ default: ComponentType<P> }> {
  return () => Promise.all([fetchCode(), import('./mui')]).then(([module, { inMuiScope }]) => ({ default: inMuiScope(module.default) }));
}

/** The server's render's own emotion cache (entry-server.tsx), whose styles it puts in the page it draws; none in the browser. */
export const ServerEmotionCache = createContext<EmotionCache | null>(null);
