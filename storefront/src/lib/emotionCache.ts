import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's cache, keyed alike in the server's renders (entry-server.tsx) and in the browser (lib/mui.tsx):
 * the browser's cache finds the page's `<style data-emotion="shop …">` tags by that key and takes them over,
 * so the styles a drawn page arrived with are neither written twice nor dropped while it hydrates.
 */
export const createEmotionCache = (): EmotionCache => createCache({ key: 'shop' });
