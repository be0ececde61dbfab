import { Module } from '@nestjs/common';
import { WishlistController } from './http/wishlist.controller.js';
import { WishlistRepository } from './wishlist.repository.js';

@Module({ controllers: [WishlistController], providers: [WishlistRepository] })
export class WishlistModule {}
