import { addressesContext } from './addresses/context.js';
import { adminContext } from './admin/context.js';
import { cartContext } from './cart/context.js';
import { catalogContext } from './catalog/context.js';
import { identityContext } from './identity/context.js';
import { mailContext } from './mail/context.js';
import { messagesContext } from './messages/context.js';
import { orderingContext } from './ordering/context.js';
import { paymentsContext } from './payments/context.js';
import type { MailsFor } from './mail/event-mails.js';
import type { ContextDescriptor, Reaction } from './platform/context.js';
import type { Upcaster } from './platform/event-store/upcasting-event-store.js';
import { platformContext } from './platform/platform.context.js';
import type { Projection } from './platform/projections/projection.js';
import { returnsContext } from './returns/context.js';
import { vouchersContext } from './vouchers/context.js';
import { wishlistContext } from './wishlist/context.js';

/**
 * Every context of the shop, registered once: the API mounts their modules, the worker runs their
 * reactions and mails, the projections runner keeps their read models, privacy erases and exports
 * through their hooks. Adding a context is adding its folder and one line here.
 */
export const contexts: readonly ContextDescriptor[] = [
  platformContext,
  identityContext,
  catalogContext,
  cartContext,
  wishlistContext,
  addressesContext,
  paymentsContext,
  orderingContext,
  returnsContext,
  vouchersContext,
  messagesContext,
  mailContext,
  adminContext,
];

export const projectionsOf = (list: readonly ContextDescriptor[]): readonly Projection[] => list.flatMap((context) => context.projections ?? []);
export const upcastersOf = (list: readonly ContextDescriptor[]): readonly Upcaster[] => list.flatMap((context) => context.upcasters ?? []);

/** The Nest modules of the contexts, loaded (only processes that run Nest ask); `workerCommands` keeps those the worker dispatches to. */
export async function loadModules(list: readonly ContextDescriptor[], which: { workerCommands?: true } = {}) {
  const wanted = list.filter((context) => context.module && (!which.workerCommands || context.workerCommands));
  return Promise.all(wanted.map((context) => context.module!()));
}

/** The mails every context's events cause, loaded. */
export async function loadMails(list: readonly ContextDescriptor[]): Promise<MailsFor[]> {
  return Promise.all(list.flatMap((context) => (context.mails ? [context.mails()] : [])));
}

/** The contexts' reactions, loaded (they bring their command handlers with them). */
export async function loadReactions(list: readonly ContextDescriptor[]): Promise<Reaction[]> {
  return Promise.all(list.flatMap((context) => (context.reactions ? [context.reactions()] : [])));
}

export type { ContextDescriptor, Reaction } from './platform/context.js';
export { type MailDeps, type MailsFor, mailDeps } from './mail/event-mails.js';

/** How events stored in an older shape read today, for every process's event store. */
export const UPCASTERS = upcastersOf(contexts);
