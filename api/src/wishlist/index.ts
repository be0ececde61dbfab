export { WishlistModule } from './wishlist.module.js';
