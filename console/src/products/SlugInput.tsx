import { useEffect, useRef } from 'react';
import { required, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { slugify } from './choices';

/**
 * The slug, derived from the title while the user has not typed a slug of their own. `derive` is
 * off when editing: an existing product's slug is its address on the storefront, and a new title
 * should not move it.
 */
export function SlugInput({ derive }: { derive: boolean }) {
  const { setValue } = useFormContext();
  const title = useWatch({ name: 'name' }) as string | undefined;
  const editedByHand = useRef(!derive);

  useEffect(() => {
    if (!editedByHand.current) setValue('slug', slugify(title ?? ''), { shouldDirty: true, shouldValidate: Boolean(title) });
  }, [title, setValue]);

  return (
    <TextInput
      source="slug"
      validate={required('Slug is required')}
      helperText={derive ? 'Made from the title until you change it' : 'The product’s address on the storefront'}
      onChange={() => {
        editedByHand.current = true;
      }}
    />
  );
}
