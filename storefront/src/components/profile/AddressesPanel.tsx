import Stack from '@mui/material/Stack';
import type { Address } from '@petshop/contract';
import { listAddresses } from '../../api/addresses';
import { AddAddress } from '../AddAddress';
import { AddressList } from '../AddressList';
import { PanelLoading } from '../PanelLoading';
import { useLoad } from '../../lib/useLoad';
import { LoadFailed } from '../LoadFailed';

/** Shipping Address tab: the saved addresses, removable, and the form to add one. */
export function AddressesPanel() {
  const { data: addresses, error, reload, setData } = useLoad<Address[]>(listAddresses);

  if (error) {
    return <LoadFailed onRetry={reload}>Your addresses could not be loaded.</LoadFailed>;
  }
  if (!addresses) return <PanelLoading label="Loading your addresses" />;
  return (
    <Stack spacing={3}>
      {addresses.length > 0 && <AddressList addresses={addresses} onRemoved={(id) => setData(addresses.filter((a) => a._id !== id))} />}
      <AddAddress bookEmpty={addresses.length === 0} onAdded={setData} />
    </Stack>
  );
}
