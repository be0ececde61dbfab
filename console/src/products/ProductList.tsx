import Chip from '@mui/material/Chip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { CreateButton, DataTable, ExportButton, List, SearchInput, SimpleList, TextField, TopToolbar } from 'react-admin';
import type { Product } from '@petshop/contract';
import { formatRupees, RUPEES } from '../money';
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

function StockChip({ product }: { product: Product }) {
  const available = product.stock > 0;
  return <Chip size="small" label={available ? 'Available' : 'Unavailable'} color={available ? 'success' : 'default'} variant="outlined" />;
}

export function ProductList() {
  // A phone gets a list of rows, as react-admin's demo does: the table's columns cannot fit.
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<Product> filters={filters} actions={<ProductListActions />} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
      {small ? (
        <SimpleList<Product>
          rowClick="edit"
          leftAvatar={(product) => <ProductThumbnail product={product} />}
          primaryText={(product) => product.name}
          secondaryText={(product) => `${formatRupees(product.price)} · ${product.stock} in stock`}
          rightIcon={(product) => <StockChip product={product} />}
        />
      ) : (
        <ProductTable />
      )}
    </List>
  );
}

function ProductTable() {
  return (
    <DataTable<Product> rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col label="Image" render={(product: Product) => <ProductThumbnail product={product} />} disableSort />
      <DataTable.Col source="name" />
      <DataTable.Col source="category">
        <TextField source="category" sx={{ textTransform: 'capitalize' }} />
      </DataTable.Col>
      <DataTable.NumberCol source="price" {...RUPEES} />
      <DataTable.NumberCol source="stock" label="Quantity" />
      <DataTable.Col label="Stock" disableSort render={(product: Product) => <StockChip product={product} />} />
    </DataTable>
  );
}
