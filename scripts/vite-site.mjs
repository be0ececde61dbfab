// What the storefront's and the console's Vite configs share: the API their dev and preview servers
// pass requests on to, and the <title> their index.html takes from the brand.

const API_TARGET = 'http://127.0.0.1:3000';

export function apiProxy(paths) {
  return Object.fromEntries(paths.map((path) => [path, { target: API_TARGET, changeOrigin: true }]));
}

export function documentTitle(title) {
  return {
    name: 'document-title',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('__DOCUMENT_TITLE__', title),
    },
  };
}
