import type { Type } from '@nestjs/common';
import type { CommandBus } from '@nestjs/cqrs';
import type { PersonalDataExport } from '@petshop/contract';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Config } from './config.js';
import type { Actor, EventStore, StoredEvent } from './event-store/event-store.port.js';
import type { Upcaster } from './event-store/upcasting-event-store.js';
import type { AnyEventGuard } from './event-sourcing/event-guard.js';
import type { Projection } from './projections/projection.js';
import type { MailsFor } from '../mail/event-mails.js';

type Db = Pick<pg.PoolClient, 'query'>;

/** The customer a personal-data hook works for, as the account stood before anything was erased. */
export interface DataSubject {
  customerId: string;
  email: string;
}

/** What identifies the customer wherever it stands: every string is looked for in the records that stay. */
export interface PersonalDetails extends DataSubject {
  firstName: string;
  lastName: string;
  /** Every phone number and address line of theirs, gathered from the contexts that hold them. */
  phones: string[];
  addressLines: string[];
}

/** What follows one recorded event in the worker, if anything: answers whether it did something. */
export type Reaction = (stored: StoredEvent, deps: ReactionDeps) => Promise<boolean>;

export interface ReactionDeps {
  commands: Pick<CommandBus, 'execute'>;
  queue: { add(name: string, data: unknown, options?: { jobId?: string }): Promise<unknown> };
  /** The metadata of a command a reaction dispatches: the event's correlation, the event as its cause. */
  because(stored: StoredEvent, actor: Actor): { actor: Actor; correlationId: string; causationId: string };
}

/**
 * One bounded context, registered once in `contexts.ts`: every process reads that list (the API its
 * modules, the projections runner its read models, the worker its reactions and mails, privacy its
 * personal-data hooks). Everything is optional; a context declares what it has.
 *
 * Its Nest module, reactions and mails are loaded on demand (and its hooks load what they read when
 * called), so that the projections runner reads the list without loading handlers, deciders or the
 * contract's schemas it never uses.
 */
export interface ContextDescriptor {
  readonly name: string;
  /** The tables its migrations create and only it writes (erasure and export included). */
  readonly tables?: readonly string[];
  readonly module?: () => Promise<Type>;
  /** The worker's jobs and reactions dispatch its commands: the worker's CommandsModule imports its module. */
  readonly workerCommands?: boolean;
  /** One guard per event union it stores; together they take every type it appends and no other context's. */
  readonly eventGuards?: readonly AnyEventGuard[];
  readonly projections?: readonly Projection[];
  /** How its events stored in an older shape read today. */
  readonly upcasters?: readonly Upcaster[];
  readonly reactions?: () => Promise<Reaction>;
  /** The mails its events cause (the mailer's follower of `$all`), loaded on demand like the reactions. */
  readonly mails?: () => Promise<MailsFor>;
  /** The phones and address lines of the customer it holds, gathered before any context erases (others look for them in what stays). */
  readonly personalDetails?: (db: Db, customerId: string) => Promise<Pick<PersonalDetails, 'phones' | 'addressLines'>>;
  /** Erases the customer from its tables, in the erasure's transaction. */
  readonly erase?: (db: Db, customer: PersonalDetails) => Promise<void>;
  /** Forgets what it keeps of the customer in Redis (counters, keyed hashes), once the erasure has committed. */
  readonly eraseFromRedis?: (redis: Redis, config: Pick<Config, 'REDIS_PREFIX' | 'JWT_SECRET'>, customer: DataSubject) => Promise<void>;
  /** Its part of the customer's download, read in the export's snapshot. */
  readonly export?: (read: { db: Db; store: EventStore }, customer: DataSubject) => Promise<Partial<PersonalDataExport>>;
}
