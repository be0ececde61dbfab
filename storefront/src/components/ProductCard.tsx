import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type SyntheticEvent, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Product } from '@petshop/contract';
import { formatRupees } from '../lib/formatRupees';
import { useWishlist } from '../lib/ShopContext';
import { toast } from '../lib/toast';
import { visuallyHidden } from '../lib/visuallyHidden';
import { useLoginPrompt } from './useLoginPrompt';

export const PRODUCT_PLACEHOLDER_IMAGE = '/images/product-placeholder.svg';

export function showPlaceholderOnError(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (!img.src.endsWith(PRODUCT_PLACEHOLDER_IMAGE)) img.src = PRODUCT_PLACEHOLDER_IMAGE;
}

export function ProductCard({ product }: { product: Product }) {
  const wishlist = useWishlist();
  const wished = wishlist.has(product._id);
  const toggleWish = useWishToggle(product);
  const image = product.images?.[0] || PRODUCT_PLACEHOLDER_IMAGE;
  const unavailable = !(product.stock > 0);
  const discounted = product.originalPrice != null && product.originalPrice > product.price;

  return (
    <Card
      sx={{
        height: '100%',
        position: 'relative',
        transition: 'box-shadow 200ms ease, transform 200ms ease',
        '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={`/product-details/${encodeURIComponent(product._id)}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ aspectRatio: '1 / 1', bgcolor: '#FBEBD9', overflow: 'hidden', position: 'relative' }}>
          <Box
            component="img"
            src={image}
            alt={product.name}
            loading="lazy"
            onError={showPlaceholderOnError}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', opacity: unavailable ? 0.6 : 1 }}
          />
          {unavailable && (
            <Chip
              label="Unavailable"
              size="small"
              sx={{ position: 'absolute', bottom: 10, left: 10, bgcolor: 'text.primary', color: 'background.default', fontWeight: 700 }}
            />
          )}
        </Box>
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography component="h3" variant="h6" sx={{ fontSize: '1rem', lineHeight: 1.3, mb: 1 }}>
            {product.name}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="p" sx={{ fontWeight: 800, color: 'primary.dark', fontSize: '1.1rem' }}>
              {formatRupees(product.price)}
            </Typography>
            {discounted && (
              <Typography component="p" variant="body2" sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
                <Box component="span" sx={visuallyHidden}>
                  Was{' '}
                </Box>
                {formatRupees(product.originalPrice ?? 0)}
              </Typography>
            )}
          </Box>
        </CardContent>
      </CardActionArea>

      <IconButton
        onClick={toggleWish}
        aria-pressed={wished}
        aria-label={wished ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
        sx={{
          position: 'absolute',
          top: 8,
          right: 8,
          bgcolor: 'background.paper',
          boxShadow: 1,
          color: wished ? 'primary.main' : 'text.secondary',
          '&:hover': { bgcolor: 'background.paper', color: 'primary.main' },
        }}
      >
        {wished ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
    </Card>
  );
}

/** The heart: toggles the server wishlist, or asks a logged-out shopper to log in. Clicks before the answer are ignored. */
export function useWishToggle(product: Product): () => void {
  const wishlist = useWishlist();
  const requireLogin = useLoginPrompt();
  const waiting = useRef(false);
  return () => {
    if (waiting.current || !requireLogin()) return;
    waiting.current = true;
    wishlist
      .toggle(product)
      .catch(() => toast.error('Could not update your wishlist. Please try again.'))
      .finally(() => {
        waiting.current = false;
      });
  };
}
