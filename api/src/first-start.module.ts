import { Module } from '@nestjs/common';
import { OldCartsCarriedOver } from './cart/index.js';
import { CatalogSeed } from './catalog/index.js';
import { AdminAccount } from './identity/index.js';

/**
 * What the shop's first start creates: the admin account and the starting catalogue; and what the
 * first start after an upgrade carries over (the carts from before sessions). Only the API does it;
 * the worker, which runs the same contexts' commands, starts without this work.
 */
@Module({ providers: [AdminAccount, CatalogSeed, OldCartsCarriedOver] })
export class FirstStartModule {}
