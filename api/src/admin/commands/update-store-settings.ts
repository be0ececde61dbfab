import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { StoreSettings } from '@petshop/contract';
import type pg from 'pg';
import { changesBetween, recordAudit } from '../../platform/audit/audit-log.js';
import { DATABASE_POOL, withTransaction } from '../../platform/database/pool.js';
import type { Actor } from '../../platform/event-store/event-store.port.js';
import { SETTINGS_COLUMNS, SETTINGS_ID } from '../read-models/settings.query.js';

type Settings = Omit<StoreSettings, 'id' | 'updatedAt'>;
/** What an admin sends: the first three always, the rest when they change them. */
export type SettingsChange = Pick<Settings, 'siteName' | 'supportEmail' | 'monthlyOrderGoal'> & Partial<Settings>;

/** An admin changes the shop's settings (validated by the contract's storeSettingsBody); the audit log keeps what changed. */
export class UpdateStoreSettingsCommand extends Command<void> {
  constructor(
    readonly settings: SettingsChange,
    readonly by: Actor,
  ) {
    super();
  }
}

@CommandHandler(UpdateStoreSettingsCommand)
export class UpdateStoreSettingsHandler implements ICommandHandler<UpdateStoreSettingsCommand> {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  async execute({ settings, by }: UpdateStoreSettingsCommand): Promise<void> {
    await withTransaction(this.pool, async (client) => {
      // A settings row removed by hand is written again, with the defaults for what is not given, rather than lost silently.
      await client.query('INSERT INTO settings (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [SETTINGS_ID]);
      const { rows } = await client.query<StoreSettings>(`SELECT ${SETTINGS_COLUMNS} FROM settings WHERE id = $1 FOR UPDATE`, [SETTINGS_ID]);
      const { id: _id, updatedAt: _at, ...before } = rows[0]!;
      const given = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
      const after: Settings = { ...before, ...given, supportEmail: settings.supportEmail.toLowerCase() };
      await client.query(
        `UPDATE settings SET site_name = $2, support_email = $3, monthly_order_goal = $4, carriers = $5, legal_name = $6, seller_address = $7, gstin = $8,
                invoice_prefix = $9, hsn_codes = $10, updated_at = now()
         WHERE id = $1`,
        [
          SETTINGS_ID,
          after.siteName,
          after.supportEmail,
          after.monthlyOrderGoal,
          JSON.stringify(after.carriers),
          after.legalName,
          after.address,
          after.gstin,
          after.invoicePrefix,
          JSON.stringify(after.hsnCodes),
        ],
      );
      const changes = changesBetween<Settings>(before, after);
      if (Object.keys(changes).length > 0) await recordAudit(client, { actor: by, resource: 'settings', recordId: SETTINGS_ID, action: 'updated', changes });
    });
  }
}
