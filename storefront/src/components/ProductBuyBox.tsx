import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Product } from '@petshop/contract';
import { Link as RouterLink } from 'react-router-dom';
import { useWishlist } from '../lib/ShopContext';
import { ProductBuyHeading } from './ProductBuyHeading';
import { useWishToggle } from './useWishToggle';
import { ProductOptions } from './ProductOptions';
import { QuantityStepper } from './QuantityStepper';
import { useBuyBox } from './useBuyBox';

/** The product page's buying column: name, rating, availability, price, options, quantity, Add to cart / Go To Cart, heart and share. */
export function ProductBuyBox({ product, onShare }: { product: Product; onShare: () => void }) {
  const wished = useWishlist().has(product._id);
  const toggleWish = useWishToggle(product);
  const { color, setColor, size, setSize, quantity, setQuantity, adding, inStock, maxQuantity, inCart, add } = useBuyBox(product);

  return (
    <Box>
      <ProductBuyHeading product={product} onShare={onShare} />

      <ProductOptions product={product} color={color} size={size} onColor={setColor} onSize={setSize} />

      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mt: 3 }}>
        <QuantityStepper value={quantity} max={maxQuantity} disabled={!inStock} onChange={setQuantity} />
        {inCart ? (
          <Button component={RouterLink} to="/cartitems" variant="contained" color="secondary" size="large" sx={{ flex: '1 1 160px' }}>
            Go To Cart
          </Button>
        ) : (
          <Button variant="contained" size="large" onClick={add} disabled={!inStock || adding} aria-busy={adding} sx={{ flex: '1 1 160px' }}>
            {adding ? 'Adding…' : 'Add to cart'}
          </Button>
        )}
        <IconButton
          onClick={toggleWish}
          aria-pressed={wished}
          aria-label={wished ? 'Remove from wishlist' : 'Add to wishlist'}
          sx={{ border: 1, borderColor: 'divider', color: wished ? 'primary.main' : 'text.secondary' }}
        >
          {wished ? <FavoriteIcon /> : <FavoriteBorderIcon />}
        </IconButton>
      </Box>

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 3, color: 'secondary.dark', fontWeight: 700 }}>
        <LocalShippingOutlinedIcon aria-hidden />
        <Typography sx={{ fontWeight: 700, letterSpacing: '0.04em' }}>FREE SHIPPING ON ORDERS ₹100+</Typography>
      </Box>
    </Box>
  );
}
