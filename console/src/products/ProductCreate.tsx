import { Create, SaveButton, Toolbar, useNotify, useRedirect } from 'react-admin';
import { ProductForm } from './ProductForm';

/** Save is always offered: pressed on an empty form, it shows which fields are required. */
function CreateToolbar() {
  return (
    <Toolbar>
      <SaveButton alwaysEnable />
    </Toolbar>
  );
}

export function ProductCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="Add product"
      mutationOptions={{
        onSuccess: () => {
          notify('Product added successfully!', { type: 'success' });
          redirect('list', 'products');
        },
      }}
    >
      <ProductForm creating toolbar={<CreateToolbar />} />
    </Create>
  );
}
