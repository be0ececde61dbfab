import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Address } from '@petshop/contract';
import { useState } from 'react';
import { removeAddress } from '../api/addresses';
import { toast } from '../lib/toast';

interface AddressListProps {
  addresses: readonly Address[];
  onRemoved: (id: string) => void;
  /** With these, each address is a radio to choose the delivery address (checkout). */
  selectedId?: string | null;
  onSelect?: (id: string) => void;
}

function AddressText({ address }: { address: Address }) {
  return (
    <>
      <Typography sx={{ fontWeight: 800, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {address.name}
        {address.defaultAddress && <Chip label="Default" size="small" color="secondary" variant="outlined" />}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {address.address}, {address.area}
        <br />
        {address.city}, {address.state} {address.zip}
        <br />
        Mobile: {address.mobile}
      </Typography>
    </>
  );
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
        {addresses.map((address) => {
          const selected = address._id === selectedId;
          const inputId = `address-${address._id}`;
          return (
            <Card
              key={address._id}
              component="li"
              sx={{
                p: 2,
                display: 'flex',
                gap: 1,
                alignItems: 'flex-start',
                borderColor: selected ? 'primary.main' : undefined,
                borderWidth: selected ? 2 : 1,
              }}
            >
              {onSelect && (
                <Radio
                  checked={selected}
                  onChange={() => onSelect(address._id)}
                  value={address._id}
                  name="delivery-address"
                  slotProps={{ input: { id: inputId } }}
                />
              )}
              <Box
                component={onSelect ? 'label' : 'div'}
                htmlFor={onSelect ? inputId : undefined}
                sx={{ flexGrow: 1, minWidth: 0, cursor: onSelect ? 'pointer' : 'default', pt: onSelect ? 1 : 0 }}
              >
                <AddressText address={address} />
              </Box>
              <Tooltip title="Remove address">
                <span>
                  <IconButton
                    aria-label={`Remove address of ${address.name}, ${address.area}`}
                    onClick={() => remove(address._id)}
                    disabled={removing === address._id}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </Card>
          );
        })}
      </Stack>
    </Box>
  );
}
