import { eventGuard } from '../platform/event-sourcing/event-guard.js';
import type { ReturnEvent } from './events.js';

/** A return's event, whoever reads it: every type of the union, named once. */
export const isReturnEvent = eventGuard<ReturnEvent>({ ReturnRequested: true, ReturnStatusChanged: true, ReturnRefunded: true });
