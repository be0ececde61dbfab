import type { Projection } from './platform/projections/projection.js';
import { orderHistoryProjection } from './ordering/read-models/order-history/order-history.projection.js';
import { ordersProjection } from './ordering/read-models/orders/orders.projection.js';
import { owedRefundsProjection } from './ordering/read-models/owed-refunds/owed-refunds.projection.js';
import { returnsProjection } from './returns/read-models/returns/returns.projection.js';
import { vouchersProjection } from './vouchers/read-models/vouchers/vouchers.projection.js';

/** Every read model the projections runner keeps, by name. Contexts add theirs here. */
export const projections: readonly Projection[] = [ordersProjection, orderHistoryProjection, returnsProjection, vouchersProjection, owedRefundsProjection];

export { UPCASTERS } from './upcasters.js';
export type { Projection, ReadModelStatement } from './platform/projections/projection.js';
export { checkpointAdvance, isCheckpointMoved, lockCheckpoint, readCheckpoints, saveCheckpoint, type Checkpoint } from './platform/projections/checkpoints.js';
export {
  claimReadModelCheck,
  failReadModelCheck,
  finishReadModelCheck,
  isReadModelCheckRunning,
  recordReadModelCheckProgress,
  startReadModelCheck,
  STORED_DIFFERENCES,
  type ReadModelCheckOutcome,
  type ReadModelCheckProgress,
} from './platform/projections/read-model-checks.js';
export type { ReadModelDifference } from '@petshop/contract';
