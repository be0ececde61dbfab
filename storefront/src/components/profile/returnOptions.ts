import type { ReturnPaymentMethod } from '@petshop/contract';

/** The wizard's steps; step 5 is the confirmation after a successful submit. */
export const RETURN_STEPS = ['Your details', 'Reason for Return', 'Pickup Method', 'Payment Reimbursement', 'Review & Submit'] as const;

/** The wording, one per step that can refuse to go on. */
export const STEP_MESSAGES = [
  "Please Select product's you want to return.",
  'Please select the reason for your return.',
  'Please Choose the method for returning the product.',
  'Please Choose the method for receiving payment',
] as const;

export interface Choice<T extends string = string> {
  value: T;
  label: string;
  hint?: string;
}

/** Choices that record their own label. */
const labelled = (labels: readonly string[]): readonly Choice[] => labels.map((label) => ({ value: label, label }));

/** The two fixed sets of return reasons, one per question. */
export const QUESTION_1 = 'Why are you returning this product?';
export const REASONS_1 = labelled(['Sealed product', 'Ordered by mistake', 'Defective or damaged', 'Unsealed but functional', 'Wrong product received']);

export const QUESTION_2 = 'What best describes the problem?';
export const REASONS_2 = labelled([
  'Unsatisfactory quality',
  'Non-functional unsealed product',
  'Changed my mind or not as expected',
  'Misleading information',
  'Not delivered',
]);

const DAY_MS = 24 * 60 * 60 * 1000;
const SHORT_DATE = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short' });

/** The return methods; the label is what the request records. */
export function pickupMethods(now = Date.now()): readonly Choice[] {
  return [
    {
      value: 'Standard Shipping - ₹40',
      label: 'Standard Shipping - ₹40',
      hint: `Our courier collects it; send it by tomorrow, ${SHORT_DATE.format(now + DAY_MS)}`,
    },
    { value: 'In-store pickup - Free', label: 'In-store pickup - Free', hint: `Bring it to our Bengaluru store by ${SHORT_DATE.format(now + 7 * DAY_MS)}` },
  ];
}

export const REIMBURSEMENTS: readonly Choice<ReturnPaymentMethod>[] = [
  { value: 'store voucher', label: 'Store voucher', hint: 'A PSV- code for the value of the returned items, to spend at checkout' },
  { value: 'refund', label: 'Refund', hint: 'Back to the card, UPI or bank account you paid with' },
  { value: 'replacement product', label: 'Replacement product', hint: 'We send the same items again at no charge' },
];
