import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Address } from '@petshop/contract';
import { useState } from 'react';
import { AddressForm } from '../AddressForm';
import { AddressList } from '../AddressList';

interface AddressStepProps {
  addresses: readonly Address[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onBookChange: (addresses: Address[]) => void;
  onContinue: () => void;
}

/** Step 1: choose a saved address or add one, then 'Continue to Payment'. */
export function AddressStep({ addresses, selectedId, onSelect, onBookChange, onContinue }: AddressStepProps) {
  const [adding, setAdding] = useState(false);
  const showForm = adding || addresses.length === 0;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h2">
        Delivery address
      </Typography>
      {addresses.length > 0 && (
        <AddressList
          addresses={addresses}
          selectedId={selectedId}
          onSelect={onSelect}
          onRemoved={(id) => onBookChange(addresses.filter((a) => a._id !== id))}
        />
      )}
      {showForm ? (
        <Card sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h4" component="h3" sx={{ mb: 2 }}>
            Add a new address
          </Typography>
          <AddressForm
            onAdded={(book) => {
              onBookChange(book);
              // The address just added is the one this shopper means to use.
              const added = book.find((a) => !addresses.some((known) => known._id === a._id));
              if (added) onSelect(added._id);
              setAdding(false);
            }}
            onCancel={addresses.length > 0 ? () => setAdding(false) : undefined}
          />
        </Card>
      ) : (
        <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setAdding(true)} sx={{ alignSelf: 'flex-start' }}>
          Add a new address
        </Button>
      )}
      <Button variant="contained" size="large" onClick={onContinue} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
        Continue to Payment
      </Button>
    </Stack>
  );
}
