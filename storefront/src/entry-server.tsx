import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createEmotionCache } from './lib/emotionCache';
import type { FirstAnswer } from './lib/firstAnswer';
import { ServerEmotionCache } from './lib/muiScope';
import { ServerHead } from './lib/usePageTitle';
import { AppRoutes } from './router';
import { ShopApp } from './ShopApp';

export { firstAnswerFor } from './pages';
export { FIRST_ANSWER_ELEMENT_ID } from './lib/firstAnswer';

export interface RenderedPage {
  /** What goes inside #root. */
  html: string;
  /** Emotion's `<style>` tags for what `html` uses, for the head. */
  styles: string;
  /** The page's title, as the browser will set it. */
  title: string | undefined;
}

/**
 * The storefront's page for `url` as the browser's first render will draw it: the home page at build
 * time (prerender.mjs), the list and a product page on the API with the answer they show
 * (`firstAnswer`, see firstAnswerFor). A prerender rather than renderToString: it waits for whatever
 * suspends instead of sending its fallback.
 */
export async function render(url: string, firstAnswer: FirstAnswer | null = null): Promise<RenderedPage> {
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const head: { title?: string } = {};
  const { prelude } = await prerender(
    <ServerEmotionCache.Provider value={cache}>
      <ShopApp>
        <ServerHead.Provider value={head}>
          <StaticRouter location={url}>
            <AppRoutes firstAnswer={firstAnswer} />
          </StaticRouter>
        </ServerHead.Provider>
      </ShopApp>
    </ServerEmotionCache.Provider>,
  );
  const html = await new Response(prelude).text();
  // A page drawn without MUI (the first screen's) has no emotion styles: no empty tag for them either.
  const chunks = emotion.extractCriticalToChunks(html);
  const styles = emotion.constructStyleTagsFromChunks({ ...chunks, styles: chunks.styles.filter((chunk) => chunk.css !== '') });
  return { html, styles, title: head.title };
}
