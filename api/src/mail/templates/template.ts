import type { ReactElement } from 'react';

/** Where a mail's links point: the shop's public origin (PUBLIC_URL), and paths under it. */
export interface ShopLinks {
  /** The storefront's origin, without a trailing slash, e.g. https://pawsomesupplies.in */
  publicUrl: string;
  /** An absolute URL for a path of the storefront: `link('/profile/orders')`. */
  link(path: string): string;
}

/**
 * One mail the shop sends: its subject and its body as a React component, both from the props kept
 * in the outbox row (`data`, plain JSON: strings, numbers, booleans, arrays and objects of them;
 * dates as ISO strings). The plain-text part is derived from the HTML, so a template writes its
 * words once.
 */
export interface MailTemplate<Data> {
  subject(data: Data): string;
  component(props: { data: Data; shop: ShopLinks }): ReactElement;
}

/** Lets a template file declare its data type once, on its component, and have its subject checked against it. */
export function defineTemplate<Data>(template: MailTemplate<Data>): MailTemplate<Data> {
  return template;
}

export function shopLinks(publicUrl: string): ShopLinks {
  const origin = publicUrl.replace(/\/+$/, '');
  return { publicUrl: origin, link: (path) => `${origin}${path.startsWith('/') ? path : `/${path}`}` };
}
