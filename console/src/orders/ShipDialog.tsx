import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { StoreSettings } from '@petshop/contract';
import { type FormEvent, useState } from 'react';
import { useGetOne } from 'react-admin';
import { errorMessage, type ShipmentBody, shipParcel, useOrderAction } from './orderApi';
import { leftToShip } from './parcels';
import type { Order } from './types';

/**
 * Ships a parcel: how many of each line (all that is left, by default), the carrier from the
 * settings' list and the tracking number. The API decides; its refusal stays in the dialog.
 */
export function ShipDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const lines = leftToShip(order).filter(({ left }) => left > 0);
  const { data: settings } = useGetOne<StoreSettings & { id: string }>('settings', { id: 'store' });
  const [quantities, setQuantities] = useState(() => new Map(lines.map(({ productId, left }) => [productId, left])));
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ship = useOrderAction((body: ShipmentBody) => shipParcel(String(order.id), body), onClose);
  const chosenCarrier = carrier || settings?.carriers[0]?.code || '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parcel = lines.map(({ productId }) => ({ productId, quantity: quantities.get(productId) ?? 0 })).filter(({ quantity }) => quantity > 0);
    if (parcel.length === 0) return setProblem('Choose at least one product to ship');
    if (!trackingNumber.trim()) return setProblem('Tracking number is required');
    setProblem(null);
    ship.mutate({ carrier: chosenCarrier, trackingNumber: trackingNumber.trim(), lines: parcel });
  };

  const shown = problem ?? (ship.error ? errorMessage(ship.error) : null);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="ship-dialog-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="ship-dialog-title">Ship a parcel of {order.orderNumber}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {shown && <Alert severity="error">{shown}</Alert>}
            {lines.map(({ productId, name, left }) => (
              <TextField
                key={productId}
                type="number"
                label={`Quantity of ${name}`}
                helperText={`${left} left to ship`}
                value={quantities.get(productId) ?? 0}
                onChange={(event) => setQuantities(new Map(quantities).set(productId, Number(event.target.value)))}
                slotProps={{ htmlInput: { min: 0, max: left, step: 1 } }}
                size="small"
              />
            ))}
            <TextField select label="Carrier" value={chosenCarrier} onChange={(event) => setCarrier(event.target.value)} size="small">
              {(settings?.carriers ?? []).map(({ code, name }) => (
                <MenuItem key={code} value={code}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            <TextField label="Tracking number" value={trackingNumber} onChange={(event) => setTrackingNumber(event.target.value)} required size="small" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={ship.isPending || !settings}>
            Ship parcel
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
