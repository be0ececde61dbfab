import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown?plain';
import type { ChangeEvent, ReactNode } from 'react';
import styles from './NativeSelectField.module.css';
import ui from './ui/ui.module.css';

/** A small outlined native select with its label on the outline, as MUI's `<TextField select size="small">` with a native select draws it. */
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
    <div className={styles.field}>
      <label htmlFor={id} id={`${id}-label`} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select id={id} value={value} onChange={onChange} className={`${ui.outlinedField} ${styles.select}`}>
          {children}
        </select>
        <ArrowDropDownIcon className={styles.arrow} />
      </div>
    </div>
  );
}
