import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { User } from '@petshop/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { updateMe } from '../../api/auth';
import { toast } from '../../lib/toast';
import { failureOf } from '../auth/failure';
import { withoutEmpty, type FieldErrors } from '../auth/validation';

type NameField = 'firstName' | 'lastName';

/** Edit name: first and last, under the signup rules and the API's messages (PATCH /api/auth/me). */
export function EditNameForm({ me, onRenamed }: { me: User | null; onRenamed: (user: User) => void }) {
  const [names, setNames] = useState({ firstName: '', lastName: '' });
  const [errors, setErrors] = useState<FieldErrors<NameField>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (me) setNames({ firstName: me.firstName, lastName: me.lastName });
  }, [me]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = withoutEmpty({
      firstName: names.firstName.trim() ? undefined : 'First name is required',
      lastName: names.lastName.trim() ? undefined : 'Last name is required',
    });
    setErrors(found);
    if (Object.keys(found).length > 0 || saving) return;
    setSaving(true);
    try {
      const answer = await updateMe({ firstName: names.firstName.trim(), lastName: names.lastName.trim() });
      onRenamed(answer.user);
      toast.success(answer.message ?? 'Profile updated successfully');
    } catch (failure) {
      const { message, fields } = failureOf(failure);
      setErrors(fields);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  };

  const field = (name: NameField, label: string) => (
    <TextField
      label={label}
      name={name}
      autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
      required
      value={names[name]}
      onChange={(event) => setNames((current) => ({ ...current, [name]: event.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      disabled={!me}
    />
  );

  return (
    <Card component="section" aria-labelledby="edit-name-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="edit-name-title" variant="h3" sx={{ fontSize: '1.2rem !important', mb: 0.5 }}>
        Edit name
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{me ? `Signed in as ${me.email}.` : 'Loading your details…'}</Typography>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('firstName', 'First name')}
        {field('lastName', 'Last name')}
        <Button type="submit" variant="contained" disabled={!me || saving} sx={{ justifySelf: 'start' }}>
          {saving ? 'Saving…' : 'Save name'}
        </Button>
      </Box>
    </Card>
  );
}
