import type { ReturnableOrder, ReturnPaymentMethod } from '@petshop/contract';
import { useMemo } from 'react';
import { ChoiceStep } from './ChoiceStep';
import { ReturnProductsStep } from './ReturnProductsStep';
import { toggleSelection } from './returnSelection';
import { ReturnReview } from './ReturnReview';
import { type ReturnAnswers, toRequest } from './returnAnswers';
import { pickupMethods, QUESTION_1, QUESTION_2, REASONS_1, REASONS_2, REIMBURSEMENTS } from './returnOptions';

interface ReturnWizardStepProps {
  step: number;
  orders: readonly ReturnableOrder[];
  answers: ReturnAnswers;
  set: (patch: Partial<ReturnAnswers>) => void;
  goTo: (step: number) => void;
}

/** The questions of one step of the return wizard. */
export function ReturnWizardStep({ step, orders, answers, set, goTo }: ReturnWizardStepProps) {
  const methods = useMemo(() => pickupMethods(), []);
  switch (step) {
    case 0:
      return (
        <ReturnProductsStep orders={orders} selection={answers.selection} onToggle={(o, p) => set({ selection: toggleSelection(answers.selection, o, p) })} />
      );
    case 1:
      return (
        <>
          <ChoiceStep question={QUESTION_1} choices={REASONS_1} value={answers.answer1} onChange={(answer1) => set({ answer1 })} />
          <ChoiceStep question={QUESTION_2} choices={REASONS_2} value={answers.answer2} onChange={(answer2) => set({ answer2 })} />
        </>
      );
    case 2:
      return <ChoiceStep question="How will you send it back?" choices={methods} value={answers.method} onChange={(method) => set({ method })} />;
    case 3:
      return (
        <ChoiceStep
          question="How would you like to be reimbursed?"
          choices={REIMBURSEMENTS}
          value={answers.payment}
          onChange={(payment) => set({ payment: payment as ReturnPaymentMethod })}
        />
      );
    case 4:
      return <ReturnReview request={toRequest(orders, answers)} goTo={goTo} />;
    default:
      return null;
  }
}
