import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { Address } from '@petshop/contract';
import { useState } from 'react';
import { AddressForm } from './AddressForm';

/**
 * Adding an address to the book: the form in a card, open from the start while the book is empty
 * (with no Cancel: there is nothing else to show), otherwise behind 'Add a new address'.
 * `onAdded` is given the book as it stands after the addition.
 */
export function AddAddress({ bookEmpty, onAdded }: { bookEmpty: boolean; onAdded: (book: Address[]) => void }) {
  const [adding, setAdding] = useState(false);
  if (!adding && !bookEmpty) {
    return (
      <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setAdding(true)} sx={{ alignSelf: 'flex-start' }}>
        Add a new address
      </Button>
    );
  }
  return (
    <Card sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h3" sx={{ mb: 2 }}>
        Add a new address
      </Typography>
      <AddressForm
        onAdded={(book) => {
          onAdded(book);
          setAdding(false);
        }}
        onCancel={bookEmpty ? undefined : () => setAdding(false)}
      />
    </Card>
  );
}
