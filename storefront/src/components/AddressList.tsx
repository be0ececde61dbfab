import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Address } from '@petshop/contract';
import { useState } from 'react';
import { removeAddress } from '../api/addresses';
import { toast } from '../lib/toast';
import { AddressCard } from './AddressCard';

interface AddressListProps {
  addresses: readonly Address[];
  onRemoved: (id: string) => void;
  /** With these, each address is a radio to choose the delivery address (checkout). */
  selectedId?: string | null;
  onSelect?: (id: string) => void;
}

/** The shopper's saved addresses, each removable; a radio group when `onSelect` is given. */
export function AddressList({ addresses, onRemoved, selectedId, onSelect }: AddressListProps) {
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (id: string) => {
    setRemoving(id);
    try {
      await removeAddress(id);
      toast.success('Successfully address removed');
      onRemoved(id);
    } catch {
      toast.error('Failed to remove address please try again');
    } finally {
      setRemoving(null);
    }
  };

  // The group's role sits on a wrapper: on the <ul> itself it would hide the list from assistive technology.
  return (
    <Box role={onSelect ? 'radiogroup' : undefined} aria-label={onSelect ? 'Delivery address' : undefined}>
      <Stack component="ul" spacing={2} aria-label="Saved addresses" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {addresses.map((address) => (
          <AddressCard
            key={address._id}
            address={address}
            removing={removing === address._id}
            onRemove={() => remove(address._id)}
            selected={address._id === selectedId}
            onSelect={onSelect}
          />
        ))}
      </Stack>
    </Box>
  );
}
