import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createEmotionCache } from './lib/emotionCache';
import { AppRoutes } from './router';
import { ShopApp } from './ShopApp';

export interface RenderedPage {
  /** What goes inside #root. */
  html: string;
  /** Emotion's `<style>` tags for what `html` uses, for the head. */
  styles: string;
}

/**
 * The storefront's page for `url` as the browser's first render will draw it (prerender.mjs, at build
 * time). A prerender rather than renderToString: it waits for whatever suspends instead of sending its fallback.
 */
export async function render(url: string): Promise<RenderedPage> {
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerender(
    <ShopApp cache={cache}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </ShopApp>,
  );
  const html = await new Response(prelude).text();
  return { html, styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)) };
}
