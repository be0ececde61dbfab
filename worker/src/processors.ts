import type { Job } from 'bullmq';

/**
 * Job processors by queue and job name. Each processor calls a command of the API's contexts; it
 * never writes a stream itself. Payment, cancellation, refund and reconciliation jobs land here.
 */
export type Processor = (job: Job) => Promise<unknown>;

export const processors: Record<string, Record<string, Processor>> = {
  payments: {},
};
