import type { Decider } from '../../platform/event-sourcing/decider.js';
import { eventGuard } from '../../platform/event-sourcing/event-guard.js';
import type { DocumentFacts, DocumentSeriesEvent, SeriesState } from './document-series.js';
import { nextNumber } from './document-series.js';
import type { DocumentKind } from './financial-year.js';

/** Number documents in the series, in this order: `prefix` and `financialYear` are the stream's. */
export type NumberDocuments = { type: 'NumberDocuments'; kind: DocumentKind; prefix: string; financialYear: string; documents: DocumentFacts[]; at: string };

export const isDocumentSeriesEvent = eventGuard<DocumentSeriesEvent>({ DocumentNumbered: true });

const evolve = (_state: SeriesState, event: DocumentSeriesEvent): SeriesState => ({ serial: event.data.serial, last: event.data });

/**
 * The next numbers, consecutive, but for a document the series' last number is already for (a retry
 * after the number was given): numbering holds the series (holdingSeries), so a document numbered
 * and not yet on its order can only be the last.
 */
function decide({ kind, prefix, financialYear, documents, at }: NumberDocuments, state: SeriesState): DocumentSeriesEvent[] {
  let current = state;
  const events: DocumentSeriesEvent[] = [];
  for (const facts of documents) {
    if (state.last?.key === facts.key) continue;
    const { serial, number } = nextNumber(kind, prefix, financialYear, current);
    const event: DocumentSeriesEvent = { type: 'DocumentNumbered', data: { ...facts, kind, number, serial, financialYear, at } };
    events.push(event);
    current = evolve(current, event);
  }
  return events;
}

export const documentSeriesDecider: Decider<NumberDocuments, DocumentSeriesEvent, SeriesState> = {
  decide,
  evolve,
  initialState: () => ({ serial: 0, last: null }),
  isEvent: isDocumentSeriesEvent,
};
