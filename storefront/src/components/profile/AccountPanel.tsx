import Stack from '@mui/material/Stack';
import type { User } from '@petshop/contract';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DownloadMyData } from './DownloadMyData';
import { EditNameForm } from './EditNameForm';

/** Account details tab: the shopper's name, their password, and a download of their data. */
export function AccountPanel({ me, onRenamed }: { me: User | null; onRenamed: (user: User) => void }) {
  return (
    <Stack spacing={3}>
      <EditNameForm me={me} onRenamed={onRenamed} />
      <ChangePasswordForm email={me?.email ?? ''} />
      <DownloadMyData />
    </Stack>
  );
}
