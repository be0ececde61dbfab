import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Address } from '@petshop/contract';
import { useState } from 'react';
import { listAddresses } from '../../api/addresses';
import { AddressForm } from '../AddressForm';
import { AddressList } from '../AddressList';
import { PanelLoading } from '../PanelLoading';
import { useLoad } from '../../lib/useLoad';

/** Shipping Address tab: the saved addresses, removable, and the form to add one. */
export function AddressesPanel() {
  const { data: addresses, error, reload, setData } = useLoad<Address[]>(listAddresses);
  const [adding, setAdding] = useState(false);

  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={reload}>Try again</Button>}>
        Your addresses could not be loaded.
      </Alert>
    );
  }
  if (!addresses) return <PanelLoading label="Loading your addresses" />;
  const showForm = adding || addresses.length === 0;
  return (
    <Stack spacing={3}>
      {addresses.length > 0 && <AddressList addresses={addresses} onRemoved={(id) => setData(addresses.filter((a) => a._id !== id))} />}
      {showForm ? (
        <Card sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h3" sx={{ fontSize: '1.2rem !important', mb: 2 }}>
            Add a new address
          </Typography>
          <AddressForm
            onAdded={(book) => {
              setData(book);
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
    </Stack>
  );
}
