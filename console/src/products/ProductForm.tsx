import Box from '@mui/material/Box';
import {
  CheckboxGroupInput,
  minValue,
  NumberInput,
  number,
  required,
  SelectInput,
  SimpleForm,
  type SimpleFormProps,
  TextInput,
  useGetList,
  useRecordContext,
} from 'react-admin';
import type { Product } from '@petshop/contract';
import { choicesOf, readable, SPEC_CATEGORIES, SPEC_SIZES, STOCK_STATUSES } from './choices';
import { ColorsInput } from './ColorsInput';
import { ImagesInput } from './ImagesInput';
import { SlugInput } from './SlugInput';

const TWO_DECIMALS = (value: unknown) =>
  typeof value === 'number' && Math.abs(value * 100 - Math.round(value * 100)) > 1e-6 ? 'Price may have at most 2 decimals' : undefined;

const validatePrice = [required('Price is required'), number('Price must be a number'), minValue(0.01, 'Price must be more than 0'), TWO_DECIMALS];
const WHOLE = (value: unknown) => (typeof value === 'number' && !Number.isInteger(value) ? 'Quantity must be a whole number' : undefined);
const validateQuantity = [required('Quantity is required'), WHOLE, minValue(0, 'Quantity must be at least 0')];

/** The shop's four categories, and every one the catalogue already uses, so a seeded product keeps its own. */
function useCategoryChoices(current: string | undefined) {
  // 100 is the API's page limit; the catalogue's categories are all found in its first page by name.
  const { data } = useGetList<Product>('products', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } });
  return choicesOf([...SPEC_CATEGORIES, ...(current ? [current] : []), ...(data ?? []).map((product) => product.category)], readable);
}

/** The add-product form, for creating and editing. */
export function ProductForm({ creating, ...props }: Omit<SimpleFormProps, 'children'> & { creating: boolean }) {
  return (
    <SimpleForm {...props} sx={{ maxWidth: 760 }}>
      <ProductFields creating={creating} />
    </SimpleForm>
  );
}

function ProductFields({ creating }: { creating: boolean }) {
  const record = useRecordContext<Product>();
  const categories = useCategoryChoices(record?.category);
  const sizes = choicesOf([...SPEC_SIZES, ...(record?.sizes ?? [])]);
  const row = { display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' } as const;

  return (
    <>
      <TextInput source="name" label="Title" validate={required('Title is required')} />
      <Box sx={row}>
        <NumberInput source="price" label="Price (₹)" step={0.01} min={0.01} validate={validatePrice} />
        <SelectInput source="category" choices={categories} validate={required('Category is required')} />
      </Box>
      <Box sx={row}>
        <SlugInput derive={creating} />
        <TextInput source="sku" label="SKU" validate={required('SKU is required')} />
      </Box>
      <TextInput source="description" multiline minRows={3} validate={required('Description is required')} />
      <Box sx={row}>
        <SelectInput
          source="stockStatus"
          label="Stock status"
          choices={choicesOf(STOCK_STATUSES, readable)}
          defaultValue="in-stock"
          validate={required('Stock status is required')}
        />
        <NumberInput source="stock" label="Quantity" step={1} min={0} defaultValue={0} validate={validateQuantity} />
      </Box>
      <ColorsInput />
      <CheckboxGroupInput source="sizes" choices={sizes} defaultValue={[]} />
      <ImagesInput />
    </>
  );
}
