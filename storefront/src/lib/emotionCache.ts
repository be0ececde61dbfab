import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's cache, keyed alike in the prerender (entry-server.tsx) and in the browser (main.tsx): the
 * browser's cache finds the page's `<style data-emotion="shop …">` tags by that key and takes them over,
 * so the styles the home page arrived with are neither written twice nor dropped while it hydrates.
 */
export const createEmotionCache = (): EmotionCache => createCache({ key: 'shop' });
