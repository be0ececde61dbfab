import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { changesBetween, recordAudit } from '../../platform/audit/audit-log.js';
import { DATABASE_POOL, withTransaction } from '../../platform/database/pool.js';
import type { Actor } from '../../platform/event-store/event-store.port.js';
import { SETTINGS_ID } from '../read-models/settings.query.js';

type Settings = { siteName: string; supportEmail: string; monthlyOrderGoal: number };

/** An admin changes the shop's settings (validated by the contract's storeSettingsBody); the audit log keeps what changed. */
export class UpdateStoreSettingsCommand extends Command<void> {
  constructor(
    readonly settings: Settings,
    readonly by: Actor,
  ) {
    super();
  }
}

@CommandHandler(UpdateStoreSettingsCommand)
export class UpdateStoreSettingsHandler implements ICommandHandler<UpdateStoreSettingsCommand> {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  async execute({ settings, by }: UpdateStoreSettingsCommand): Promise<void> {
    const after = { ...settings, supportEmail: settings.supportEmail.toLowerCase() };
    await withTransaction(this.pool, async (client) => {
      const { rows } = await client.query<Settings>(
        `SELECT site_name AS "siteName", support_email AS "supportEmail", monthly_order_goal AS "monthlyOrderGoal" FROM settings WHERE id = $1 FOR UPDATE`,
        [SETTINGS_ID],
      );
      // An upsert, so a settings row removed by hand is written again rather than lost silently.
      await client.query(
        `INSERT INTO settings (id, site_name, support_email, monthly_order_goal, updated_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (id) DO UPDATE SET site_name = $2, support_email = $3, monthly_order_goal = $4, updated_at = now()`,
        [SETTINGS_ID, after.siteName, after.supportEmail, after.monthlyOrderGoal],
      );
      const changes = changesBetween<Settings>(rows[0] ?? {}, after);
      if (Object.keys(changes).length > 0) await recordAudit(client, { actor: by, resource: 'settings', recordId: SETTINGS_ID, action: 'updated', changes });
    });
  }
}
