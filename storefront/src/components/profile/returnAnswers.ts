import type { RequestReturnBody, ReturnableOrder, ReturnPaymentMethod } from '@petshop/contract';
import type { Selection } from './returnSelection';
import { QUESTION_1, QUESTION_2, STEP_MESSAGES } from './returnOptions';

/** What the shopper has answered in the return wizard so far. */
export interface ReturnAnswers {
  selection: Selection;
  answer1: string;
  answer2: string;
  method: string;
  payment: ReturnPaymentMethod | '';
}

export const NO_ANSWERS: ReturnAnswers = { selection: {}, answer1: '', answer2: '', method: '', payment: '' };

/** The message that keeps step `step` from going on, or null. */
export function refusal(step: number, answers: ReturnAnswers): string | null {
  const done = [
    Object.values(answers.selection).some((ids) => ids.length > 0),
    Boolean(answers.answer1 && answers.answer2),
    Boolean(answers.method),
    Boolean(answers.payment),
  ][step];
  return done === false ? STEP_MESSAGES[step]! : null;
}

export function toRequest(orders: readonly ReturnableOrder[], answers: ReturnAnswers): RequestReturnBody {
  return {
    orders: orders
      .map((order) => ({ orderID: order._id, products: order.products.filter((p) => answers.selection[order._id]?.includes(p.id)) }))
      .filter((order) => order.products.length > 0),
    reasonToReturn: { question1: QUESTION_1, answer1: answers.answer1, question2: QUESTION_2, answer2: answers.answer2 },
    methodForReturning: answers.method,
    returnPaymentMethod: answers.payment as ReturnPaymentMethod,
  };
}
