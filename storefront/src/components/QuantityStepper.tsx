import AddIcon from '@mui/icons-material/Add?plain';
import RemoveIcon from '@mui/icons-material/Remove?plain';
import styles from './ProductPage.module.css';
import { IconButton } from './ui/IconButton';
import text from './ui/text.module.css';

export function QuantityStepper({ value, max, disabled, onChange }: { value: number; max: number; disabled: boolean; onChange: (value: number) => void }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: two buttons and a count named together, not form fields with a legend.
    <div role="group" aria-label="Quantity" className={styles.stepper}>
      <IconButton aria-label="Decrease quantity" onClick={() => onChange(value - 1)} disabled={disabled || value <= 1}>
        <RemoveIcon />
      </IconButton>
      <output aria-live="polite" aria-label={`Quantity ${value}`} className={`${text.body1} ${styles.count}`}>
        {value}
      </output>
      <IconButton aria-label="Increase quantity" onClick={() => onChange(value + 1)} disabled={disabled || value >= max}>
        <AddIcon />
      </IconButton>
    </div>
  );
}
