import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useState } from 'react';
import { Button, Confirm, useGetIdentity, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { staffFullName, type StaffMember } from './types';

/**
 * Disable an account (it cannot log in and its tokens stop working at once) or enable it again,
 * after a confirmation. Your own account cannot be disabled; the API refuses it too, and its message
 * is shown for any refusal.
 */
export function DisableAccountButton() {
  const member = useRecordContext<StaffMember>();
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate<StaffMember>();
  if (!member) return null;
  const disabling = !member.disabled;
  const yourself = identity?.id === member.id;
  const confirm = () => {
    update(
      'staff',
      { id: member.id, data: { disabled: disabling }, previousData: member },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(disabling ? 'Account disabled' : 'Account enabled', { type: 'info' });
        },
        onError: (error) => {
          setOpen(false);
          notify(error instanceof Error ? error.message : 'Could not change the account', { type: 'error' });
        },
      },
    );
  };
  return (
    <>
      <Button
        label={disabling ? 'Disable account' : 'Enable account'}
        color={disabling ? 'error' : 'primary'}
        onClick={() => setOpen(true)}
        disabled={isPending || (disabling && yourself)}
        title={disabling && yourself ? 'You cannot disable your own account' : undefined}
      >
        {disabling ? <BlockIcon /> : <LockOpenIcon />}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={disabling ? `Disable ${staffFullName(member)}?` : `Enable ${staffFullName(member)}?`}
        content={
          disabling
            ? 'They will be signed out at once and cannot log in until the account is enabled again.'
            : 'They will be able to log in to the console again.'
        }
        confirm={disabling ? 'Disable' : 'Enable'}
        confirmColor={disabling ? 'warning' : 'primary'}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
