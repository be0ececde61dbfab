import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Confirm, SaveButton, useRecordContext, useSaveContext } from 'react-admin';
import type { StaffMember } from './types';

/** Saves the form, asking first when the role changes (an admin can change staff accounts and settings). */
export function StaffSaveButton() {
  const member = useRecordContext<StaffMember>();
  const form = useFormContext();
  const { save } = useSaveContext();
  const [open, setOpen] = useState(false);
  const newRole = form.watch('role') as StaffMember['role'] | undefined;
  const roleChanges = member !== undefined && newRole !== undefined && newRole !== member.role;

  const onClick = (event: React.MouseEvent) => {
    if (!roleChanges) return;
    event.preventDefault(); // the confirmation saves
    setOpen(true);
  };
  const confirm = form.handleSubmit(async (values) => {
    setOpen(false);
    await save?.(values);
  });

  return (
    <>
      <SaveButton onClick={onClick} />
      <Confirm
        isOpen={open}
        title={`Make ${member?.email ?? 'this account'} ${newRole === 'admin' ? 'an admin' : 'staff'}?`}
        content={
          newRole === 'admin'
            ? 'Admins manage staff accounts and change the store settings.'
            : 'They will no longer manage staff accounts or change the store settings.'
        }
        confirm="Change role"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
