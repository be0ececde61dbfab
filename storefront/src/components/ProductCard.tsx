import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ProductCard as ProductCardShape } from '@petshop/contract';
import { Link as RouterLink } from 'react-router-dom';
import { formatRupees } from '../lib/formatRupees';
import { ProductCardHeart } from './ProductCardHeart';
import { ProductCardPicture } from './ProductCardPicture';
import { VisuallyHidden } from './VisuallyHidden';

/** `first`: the card is in the page's first screen (see ProductCardPicture). */
export function ProductCard({ product, first = false }: { product: ProductCardShape; first?: boolean }) {
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
        <ProductCardPicture product={product} first={first} />
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
                <VisuallyHidden>Was </VisuallyHidden>
                {formatRupees(product.originalPrice ?? 0)}
              </Typography>
            )}
          </Box>
        </CardContent>
      </CardActionArea>

      <ProductCardHeart product={product} />
    </Card>
  );
}
