import Box from '@mui/material/Box';
import { DeleteButton, Edit, SaveButton, Toolbar } from 'react-admin';
import type { Product } from '@petshop/contract';
import { ProductChanges } from './ProductChanges';
import { ProductForm } from './ProductForm';

/** Delete asks first (pessimistic: nothing is taken out of the catalogue until the API agrees). */
function ProductToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton
        mutationMode="pessimistic"
        confirmTitle="Delete this product?"
        confirmContent="It leaves the storefront at once; orders keep their copies."
      />
    </Toolbar>
  );
}

export function ProductEdit() {
  return (
    <Edit<Product> mutationMode="pessimistic" redirect={false}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' }, alignItems: 'start' }}>
        <ProductForm creating={false} toolbar={<ProductToolbar />} />
        <ProductChanges />
      </Box>
    </Edit>
  );
}
