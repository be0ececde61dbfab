import { contexts, projectionsOf } from './contexts.js';
import type { Projection } from './platform/projections/projection.js';

/** Every read model the projections runner keeps: the contexts' (contexts.ts). */
export const projections: readonly Projection[] = projectionsOf(contexts);

export { UPCASTERS } from './contexts.js';
export type { Projection, ReadModelStatement } from './platform/projections/projection.js';
export { checkpointAdvance, isCheckpointMoved, lockCheckpoint, readCheckpoints, saveCheckpoint, type Checkpoint } from './platform/projections/checkpoints.js';
export {
  claimReadModelCheck,
  failReadModelCheck,
  finishReadModelCheck,
  recordReadModelCheckProgress,
  startReadModelCheck,
  STORED_DIFFERENCES,
  type ReadModelCheckOutcome,
  type ReadModelCheckProgress,
} from './platform/projections/read-model-checks.js';
export type { ReadModelDifference } from '@petshop/contract';
