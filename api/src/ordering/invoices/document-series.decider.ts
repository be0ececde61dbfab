import type { Decider } from '../../platform/event-sourcing/decider.js';
import { eventGuard } from '../../platform/event-sourcing/event-guard.js';
import type { DocumentFacts, DocumentSeriesEvent, SeriesState } from './document-series.js';
import { nextNumber } from './document-series.js';
import type { DocumentKind } from './financial-year.js';

/** Number a document in the series: `prefix` and `financialYear` are the stream's. */
export type NumberDocument = { type: 'NumberDocument'; kind: DocumentKind; prefix: string; financialYear: string; facts: DocumentFacts; at: string };

export const isDocumentSeriesEvent = eventGuard<DocumentSeriesEvent>({ DocumentNumbered: true });

const evolve = (_state: SeriesState, event: DocumentSeriesEvent): SeriesState => ({ serial: event.data.serial, last: event.data });

/**
 * The next number, unless the series' last one is already this document's (a retry after the number
 * was given): numbers are handed out one at a time (IssueDocument holds the series), so a document
 * numbered and not yet issued can only be the last.
 */
function decide({ kind, prefix, financialYear, facts, at }: NumberDocument, state: SeriesState): DocumentSeriesEvent[] {
  if (state.last?.key === facts.key) return [];
  const { serial, number } = nextNumber(kind, prefix, financialYear, state);
  return [{ type: 'DocumentNumbered', data: { ...facts, kind, number, serial, financialYear, at } }];
}

export const documentSeriesDecider: Decider<NumberDocument, DocumentSeriesEvent, SeriesState> = {
  decide,
  evolve,
  initialState: () => ({ serial: 0, last: null }),
  isEvent: isDocumentSeriesEvent,
};
