import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { SETTINGS_ID } from '../read-models/settings.query.js';

/** An admin changes the shop's settings (validated by the contract's storeSettingsBody). */
export class UpdateStoreSettingsCommand extends Command<void> {
  constructor(readonly settings: { siteName: string; supportEmail: string; monthlyOrderGoal: number }) {
    super();
  }
}

@CommandHandler(UpdateStoreSettingsCommand)
export class UpdateStoreSettingsHandler implements ICommandHandler<UpdateStoreSettingsCommand> {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  async execute({ settings }: UpdateStoreSettingsCommand): Promise<void> {
    // An upsert, so a settings row removed by hand is written again rather than lost silently.
    await this.pool.query(
      `INSERT INTO settings (id, site_name, support_email, monthly_order_goal, updated_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (id) DO UPDATE SET site_name = $2, support_email = $3, monthly_order_goal = $4, updated_at = now()`,
      [SETTINGS_ID, settings.siteName, settings.supportEmail.toLowerCase(), settings.monthlyOrderGoal],
    );
  }
}
