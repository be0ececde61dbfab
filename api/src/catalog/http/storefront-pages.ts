import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { productListQuery } from '@petshop/contract';
import type { Logger } from 'pino';
import { ReadyAnswer } from '../../platform/http/ready-answer.js';
import { UUID } from '../../platform/http/validation.js';
import type { ProductsQuery } from '../read-models/products.query.js';

/** What the storefront's server build (storefront/src/entry-server.tsx) gives the API. */
interface StorefrontServer {
  firstAnswerFor(address: { pathname: string; search: string }): { key: string; path: string } | null;
  render(url: string, firstAnswer: { key: string; body: unknown }): Promise<{ html: string; styles: string; title: string | undefined }>;
  FIRST_ANSWER_ELEMENT_ID: string;
}

export interface StorefrontBuild {
  /** The server build's entry: storefront/dist-server/entry-server.js. */
  entry: string;
  /** The empty page every client route gets: storefront/dist/shell.html. */
  shell: string;
}

/** Pages drawn at the same time on one instance; an address asked for beyond that gets the shell, which the browser draws. */
const DRAWN_AT_ONCE = 2;
/** Drawn pages kept per instance (about 90 KB each with their compressed forms); all are dropped when full, as the catalogue's answers are. */
const KEPT_PAGES = 300;

interface Kept {
  /** The catalogue answer the page was drawn with: when the catalogue gives another, the page is drawn again. */
  from: ReadyAnswer;
  page: ReadyAnswer;
}

/**
 * The storefront's list and product pages, drawn here with the catalogue answer their first screen
 * shows, so that a phone paints the products before the storefront's JavaScript has arrived; the
 * browser hydrates them (storefront/src/lib/firstAnswer.tsx). A drawn page is kept as ready bytes
 * (ETag, compressed once) beside the answer it was drawn with, and drawn again when the catalogue
 * gives another answer for it (a product, a review or a stock level changed), so it is as fresh as
 * the API's JSON on every instance. Anything else (another route, an answer the API would refuse or
 * not find, a build without its server entry, a failed drawing, more addresses at once than
 * DRAWN_AT_ONCE) gets the shell, and the browser draws the page as before.
 */
export class StorefrontPages {
  private server: Promise<{ entry: StorefrontServer; shell: string } | null> | undefined;
  private readonly kept = new Map<string, Kept>();
  private readonly drawing = new Map<string, Promise<ReadyAnswer | undefined>>();

  constructor(
    private readonly products: ProductsQuery,
    private readonly build: StorefrontBuild,
    private readonly logger: Logger,
  ) {}

  /** The page at `url` (path and query), drawn; undefined when the shell should go instead. */
  async draw(url: string): Promise<ReadyAnswer | undefined> {
    const server = await this.load();
    const first = server?.entry.firstAnswerFor(new URL(url, 'http://storefront'));
    const answer = first && (await this.answerAt(first.path));
    if (!server || !first || !answer) return undefined;
    const kept = this.kept.get(url);
    if (kept?.from === answer) return kept.page;
    const running = this.drawing.get(url);
    if (running) return running;
    if (this.drawing.size >= DRAWN_AT_ONCE) return undefined;
    const drawn = this.drawAnew(server, url, first.key, answer).finally(() => this.drawing.delete(url));
    this.drawing.set(url, drawn);
    return drawn;
  }

  /** Loads the server build ahead of the first page (it takes a moment), so that no shopper waits for it. */
  warm(): Promise<unknown> {
    return this.load();
  }

  private load(): Promise<{ entry: StorefrontServer; shell: string } | null> {
    this.server ??= (async () => {
      if (!existsSync(this.build.entry) || !existsSync(this.build.shell)) {
        this.logger.info(`The storefront's server build is missing (${this.build.entry}): its pages go as the shell, drawn by the browser`);
        return null;
      }
      const entry = (await import(pathToFileURL(this.build.entry).href)) as StorefrontServer;
      return { entry, shell: readFileSync(this.build.shell, 'utf8') };
    })().catch((error: unknown) => {
      this.logger.error({ err: error }, "The storefront's server build could not be loaded: its pages go as the shell, drawn by the browser");
      return null;
    });
    return this.server;
  }

  /** The catalogue's answer at an API path, as the API would send it; null where it would refuse or not find it. */
  private answerAt(path: string): Promise<ReadyAnswer | null> {
    const { pathname, searchParams } = new URL(path, 'http://api');
    const product = /^\/api\/products\/([^/]+)$/.exec(pathname);
    if (product) {
      const id = decodeURIComponent(product[1]!);
      return UUID.test(id) ? this.products.productAnswer(id) : Promise.resolve(null);
    }
    const query = pathname === '/api/products' ? productListQuery.safeParse(Object.fromEntries(searchParams)) : undefined;
    return query?.success ? this.products.listAnswer(query.data) : Promise.resolve(null);
  }

  private async drawAnew(
    { entry, shell }: { entry: StorefrontServer; shell: string },
    url: string,
    key: string,
    answer: ReadyAnswer,
  ): Promise<ReadyAnswer | undefined> {
    try {
      const body = answer.body.toString('utf8');
      const { html, styles, title } = await entry.render(url, { key, body: JSON.parse(body) });
      // The answer rides along as JSON data, never run; `<` escaped, so no text in it can close the element.
      const carried = `{"key":${JSON.stringify(key)},"body":${body}}`.replaceAll('<', '\\u003c');
      // Replaced by functions: a `$` in the page's text is not a replacement pattern.
      const page = shell
        .replace(/<title>[^<]*<\/title>/, (shellTitle) => (title ? `<title>${escapeHtml(title)}</title>` : shellTitle))
        .replace('</head>', () => `${styles}</head>`)
        .replace(
          '<div id="root"></div>',
          () => `<div id="root">${html}</div><script type="application/json" id="${entry.FIRST_ANSWER_ELEMENT_ID}">${carried}</script>`,
        );
      const ready = new ReadyAnswer(Buffer.from(page));
      if (this.kept.size >= KEPT_PAGES) this.kept.clear();
      this.kept.set(url, { from: answer, page: ready });
      return ready;
    } catch (error) {
      this.logger.error({ err: error, url }, 'A storefront page could not be drawn: the shell goes instead');
      return undefined;
    }
  }
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => HTML_ESCAPES[character]!);
