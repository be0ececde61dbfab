import { email, maxLength, required } from 'react-admin';

// The contract's messages (storeSettingsBody), so the form and the API say the same thing.
export const validateSiteName = [required('Site name is required'), maxLength(80, 'Site name cannot exceed 80 characters')];
export const validateSupportEmail = [required('Support email is required'), email('Invalid email address')];

const GOAL = 'Monthly order goal must be a whole number of 1 or more';

/** At least 1, as the contract asks: a goal of 0 orders makes the progress toward it meaningless. */
function wholeGoal(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const goal = Number(value);
  if (!Number.isInteger(goal) || goal < 1) return GOAL;
  if (goal > 1_000_000_000) return 'Monthly order goal is too large';
  return undefined;
}

export const validateOrderGoal = [required('Monthly order goal is required'), wholeGoal];
