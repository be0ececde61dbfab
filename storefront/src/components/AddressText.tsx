import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Address } from '@petshop/contract';

/** An address as the shopper wrote it, its name marked when it is the default. */
export function AddressText({ address }: { address: Address }) {
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
