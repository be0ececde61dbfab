import Stack from '@mui/material/Stack';
import type { User } from '@petshop/contract';
import { ChangePasswordForm } from './ChangePasswordForm';
import { EditNameForm } from './EditNameForm';

/** Account details tab: the shopper's name, and their password. */
export function AccountPanel({ me, onRenamed }: { me: User | null; onRenamed: (user: User) => void }) {
  return (
    <Stack spacing={3}>
      <EditNameForm me={me} onRenamed={onRenamed} />
      <ChangePasswordForm email={me?.email ?? ''} />
    </Stack>
  );
}
