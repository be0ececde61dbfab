import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/system';
import { type ComponentType, type ReactNode, useContext } from 'react';
import { createEmotionCache } from './emotionCache';
import { ServerEmotionCache } from './muiScope';
import { theme } from './theme';

// The system's ThemeProvider, given the theme as @mui/material's would give it to it (`vars: null`: no CSS
// variables): the material one also carries the CSS-variables provider (colour-scheme storage, media
// queries, about 5 KB gzip) for themes that have colour schemes, and ours has none.
const muiTheme = { ...theme, vars: null };

let browserCache: EmotionCache | undefined;

/**
 * The browser's one cache, made when something first draws with MUI: it takes over the <style data-emotion="shop …">
 * tags a drawn page came with, so those styles are neither written twice nor dropped.
 */
function browserEmotionCache(): EmotionCache {
  browserCache ??= createEmotionCache();
  return browserCache;
}

/** MUI's theme and emotion's cache (the server's render's own, else the browser's) for what draws with MUI. */
function MuiScope({ children }: { children: ReactNode }) {
  const cache = useContext(ServerEmotionCache) ?? browserEmotionCache();
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={muiTheme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}

/** `Component` inside MuiScope. */
export function inMuiScope<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Scoped(props: P) {
    return (
      <MuiScope>
        <Component {...props} />
      </MuiScope>
    );
  }
  Scoped.displayName = `InMuiScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}
