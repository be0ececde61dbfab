import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { Product } from '@petshop/contract';
import { formatRupees } from '../lib/formatRupees';

/** The buying column's top: name and share, rating and availability, price (and the price it was). */
export function ProductBuyHeading({ product, onShare }: { product: Product; onShare: () => void }) {
  const inStock = product.stock > 0;
  return (
    <>
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
    </>
  );
}
