import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ChangeEvent, ReactNode } from 'react';

/**
 * A small outlined native select with its label above, as `<TextField select size="small">` with a
 * native select and a shrunk label draws it, built from TextField's own parts: TextField imports
 * Select, and with it the Menu, Popover and List of the non-native select (about 15 KB gzip).
 */
export function NativeSelectField({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  children: ReactNode;
}) {
  return (
    <FormControl size="small">
      <InputLabel htmlFor={id} id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <NativeSelect id={id} value={value} onChange={onChange} input={<OutlinedInput label={label} notched />}>
        {children}
      </NativeSelect>
    </FormControl>
  );
}
