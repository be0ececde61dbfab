import type { ContextDescriptor } from './context.js';
import { actorWithoutEmail } from './event-store/upcasters.js';
import { erasePlatformRecords } from './platform-personal-data.js';

/** The platform's share of the list: the tables of the event store and of the processes' upkeep, the metadata every event carries, and its records of a customer. */
export const platformContext: ContextDescriptor = {
  name: 'platform',
  tables: [
    'pgmigrations',
    'events',
    'projection_checkpoints',
    'read_model_checks',
    'alerts',
    'audit_log',
    'idempotency_keys',
    'api_instances',
    'process_heartbeats',
    'supervised_processes',
    'ops_samples',
    'ops_latency_minute',
  ],
  upcasters: [actorWithoutEmail],
  erase: erasePlatformRecords,
};
