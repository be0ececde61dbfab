import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Tooltip from '@mui/material/Tooltip';
import type { Address } from '@petshop/contract';
import { AddressText } from './AddressText';

interface AddressCardProps {
  address: Address;
  removing: boolean;
  onRemove: () => void;
  selected: boolean;
  /** With it, the address is a radio to choose the delivery address (checkout). */
  onSelect?: (id: string) => void;
}

/** One saved address in the list: its radio (when choosing), its text and its remove button. */
export function AddressCard({ address, removing, onRemove, selected, onSelect }: AddressCardProps) {
  const inputId = `address-${address._id}`;
  return (
    <Card
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
        <Radio checked={selected} onChange={() => onSelect(address._id)} value={address._id} name="delivery-address" slotProps={{ input: { id: inputId } }} />
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
          <IconButton aria-label={`Remove address of ${address.name}, ${address.area}`} onClick={onRemove} disabled={removing}>
            <DeleteOutlinedIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Card>
  );
}
