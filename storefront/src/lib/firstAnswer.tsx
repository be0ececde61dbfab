import { createContext, type ReactNode, useContext, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The API answer a page drawn by the server was drawn with (the list or the product its first screen
 * shows), under the key the page asks for it by. The server writes it into the page beside the HTML;
 * the browser's first render takes it instead of asking again, so it draws exactly what the server
 * did and hydrates it.
 */
export interface FirstAnswer {
  key: string;
  body: unknown;
}

/** The element of the page that carries it: JSON, never run (the pages' CSP allows no inline script). */
export const FIRST_ANSWER_ELEMENT_ID = 'first-answer';

const FirstAnswerContext = createContext<FirstAnswer | null>(null);

/** The first answer the page arrived with, if the server drew it. */
export function readFirstAnswer(): FirstAnswer | null {
  const text = document.getElementById(FIRST_ANSWER_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as FirstAnswer;
  } catch {
    return null;
  }
}

/**
 * Offers the first answer to the page at the address it was drawn for, and to no other: once the
 * shopper has gone elsewhere it is dropped for good, so coming back asks the API afresh.
 */
export function FirstAnswerProvider({ answer, children }: { answer: FirstAnswer | null; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const [kept, setKept] = useState({ answer, at: here });
  if (kept.answer && kept.at !== here) setKept({ answer: null, at: here });
  return <FirstAnswerContext.Provider value={kept.at === here ? kept.answer : null}>{children}</FirstAnswerContext.Provider>;
}

/** The first answer's body, as `read` makes it, when it is the one asked for under `key`. */
export function useFirstAnswer<T>(key: string, read: (body: unknown) => T): T | undefined {
  const answer = useContext(FirstAnswerContext);
  return answer?.key === key ? read(answer.body) : undefined;
}
