import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Address } from '@petshop/contract';
import { AddAddress } from '../AddAddress';
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
      <AddAddress
        bookEmpty={addresses.length === 0}
        onAdded={(book) => {
          onBookChange(book);
          // The address just added is the one this shopper means to use.
          const added = book.find((a) => !addresses.some((known) => known._id === a._id));
          if (added) onSelect(added._id);
        }}
      />
      <Button variant="contained" size="large" onClick={onContinue} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
        Continue to Payment
      </Button>
    </Stack>
  );
}
