import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Product } from '@petshop/contract';

/** The product's Details tab: its description, key features and why choose it. */
export function ProductDetails({ product }: { product: Product }) {
  return (
    <Box sx={{ maxWidth: 820 }}>
      <Typography component="h2" variant="h4" sx={{ mb: 1 }}>
        Description
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{product.description}</Typography>
      <DetailList title="Key features" items={product.keyFeatures} />
      <DetailList title="Why choose it" items={product.whyChoose} />
    </Box>
  );
}

function DetailList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <Typography component="h2" variant="h4" sx={{ mt: 3, mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 0.5 } }}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Box>
    </>
  );
}
