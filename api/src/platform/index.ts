// The platform's public surface for the other processes (projections, worker) and scripts.
export { loadConfig, loadConfigOrExit, ConfigError, type Config } from './config.js';
export { createPool, withTransaction, type Pool, type PoolClient } from './database/pool.js';
export { migrate, ensureDatabase } from './database/migrate.js';
export { createEventStore } from './event-store/create-event-store.js';
export { PostgresEventStore } from './event-store/postgres.event-store.js';
export * from './event-store/event-store.port.js';
export { ConcurrencyConflictError } from './event-store/errors.js';
export { createLogger, logContext, type Logger } from './logging/logger.js';
export { onShutdown } from './shutdown.js';
export { announceReady } from './ready.js';
export { Rejection } from './event-sourcing/rejection.js';
export { asJobFailure, fromJobFailure } from './queues/job-failures.js';
export { JOB_DEFAULTS, PAYMENTS_QUEUE, redisConnection } from './queues/jobs.js';
export { jobId } from './queues/jobs.js';
export { lockCheckpoint, saveCheckpoint } from './projections/checkpoints.js';
export { CheckpointedFollower, type BatchHandler } from './projections/checkpointed-follower.js';
export { dueAlerts, raiseAlert, resolveAlert, type AlertKind } from './alerts/alerts.js';
export { startHeartbeat } from './heartbeats/heartbeats.js';
