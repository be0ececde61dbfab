import { Module } from '@nestjs/common';
import { CatalogSeed } from './catalog/index.js';
import { AdminAccount } from './identity/index.js';

/**
 * What the shop's first start creates: the admin account and the starting catalogue. Only the API
 * does it; the worker, which runs the same contexts' commands, starts without this work.
 */
@Module({ providers: [AdminAccount, CatalogSeed] })
export class FirstStartModule {}
