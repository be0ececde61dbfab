import AddIcon from '@mui/icons-material/Add';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { Product } from '@petshop/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiError } from '../api/client';
import { formatRupees } from '../lib/formatRupees';
import { useCart, useWishlist } from '../lib/ShopContext';
import { toast } from '../lib/toast';
import { useWishToggle } from './ProductCard';
import { ProductOptions } from './ProductOptions';
import { useLoginPrompt } from './useLoginPrompt';

/** The contract's cart line limit (contract fields.ts `quantity`). */
const MAX_LINE_QUANTITY = 99;

/** The product page's buying column: name, rating, availability, price, options, quantity, Add to cart / Go To Cart, heart and share. */
export function ProductBuyBox({ product, onShare }: { product: Product; onShare: () => void }) {
  const cart = useCart();
  const wished = useWishlist().has(product._id);
  const toggleWish = useWishToggle(product);
  const requireLogin = useLoginPrompt();
  const [color, setColor] = useState(product.colors[0]?.name ?? null);
  const [size, setSize] = useState(product.sizes[0] ?? null);
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const inStock = product.stock > 0;
  const maxQuantity = Math.max(1, Math.min(product.stock, MAX_LINE_QUANTITY));
  const inCart = cart.items.some((item) => item.product._id === product._id);

  const add = async () => {
    if (adding || !requireLogin()) return;
    setAdding(true);
    try {
      toast.success((await cart.add(product._id, quantity, { color, size })) ?? 'product item added in the cart successfull');
    } catch (error) {
      toast.error((error as ApiError).message || 'error in adding to cart');
    } finally {
      setAdding(false);
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' } }}>
          {product.name}
        </Typography>
        <IconButton onClick={onShare} aria-label="Share" sx={{ border: 1, borderColor: 'divider', mt: 0.5 }}>
          <ShareOutlinedIcon />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        <Rating value={product.rating} precision={0.1} readOnly size="small" />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {product.rating.toFixed(1)} · {product.reviewsCount === 1 ? '1 review' : `${product.reviewsCount} reviews`}
        </Typography>
        <Chip
          size="small"
          label={inStock ? 'Available' : 'UnAvailable'}
          color={inStock ? 'secondary' : 'default'}
          sx={{ fontWeight: 700, ...(inStock ? {} : { bgcolor: 'text.primary', color: 'background.default' }) }}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mt: 2 }}>
        <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 800, color: 'primary.dark' }}>
          {formatRupees(product.price)}
        </Typography>
        {product.originalPrice != null && product.originalPrice > product.price && (
          <Typography component="p" sx={{ color: 'text.secondary', textDecoration: 'line-through' }} aria-label={`Was ${formatRupees(product.originalPrice)}`}>
            {formatRupees(product.originalPrice)}
          </Typography>
        )}
      </Box>

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

function QuantityStepper({ value, max, disabled, onChange }: { value: number; max: number; disabled: boolean; onChange: (value: number) => void }) {
  return (
    <Box role="group" aria-label="Quantity" sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 999 }}>
      <IconButton aria-label="Decrease quantity" onClick={() => onChange(value - 1)} disabled={disabled || value <= 1}>
        <RemoveIcon />
      </IconButton>
      <Typography component="output" aria-live="polite" aria-label={`Quantity ${value}`} sx={{ minWidth: 32, textAlign: 'center', fontWeight: 800 }}>
        {value}
      </Typography>
      <IconButton aria-label="Increase quantity" onClick={() => onChange(value + 1)} disabled={disabled || value >= max}>
        <AddIcon />
      </IconButton>
    </Box>
  );
}
