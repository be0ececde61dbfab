import Chip from '@mui/material/Chip';
import { CreateButton, DataTable, ExportButton, List, SearchInput, TextField, TopToolbar } from 'react-admin';
import type { Product } from '@petshop/contract';
import { RUPEES } from '../money';
import { ProductThumbnail } from './ProductThumbnail';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Name, SKU or category" />];

function ProductListActions() {
  return (
    <TopToolbar>
      <CreateButton label="Add product" />
      <ExportButton />
    </TopToolbar>
  );
}

export function ProductList() {
  return (
    <List<Product> filters={filters} actions={<ProductListActions />} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
      <DataTable<Product> rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col label="Image" render={(product: Product) => <ProductThumbnail product={product} />} disableSort />
        <DataTable.Col source="name" />
        <DataTable.Col source="category">
          <TextField source="category" sx={{ textTransform: 'capitalize' }} />
        </DataTable.Col>
        <DataTable.NumberCol source="price" {...RUPEES} />
        <DataTable.NumberCol source="stock" label="Quantity" />
        <DataTable.Col
          label="Stock"
          disableSort
          render={(product: Product) => (
            <Chip size="small" label={product.stock > 0 ? 'Available' : 'Unavailable'} color={product.stock > 0 ? 'success' : 'default'} variant="outlined" />
          )}
        />
      </DataTable>
    </List>
  );
}
