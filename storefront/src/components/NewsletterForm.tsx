import { useId } from 'react';
import styles from './Newsletter.module.css';
import { useNewsletterForm } from './useNewsletterForm';
import { Button } from './ui/Button';
import ui from './ui/ui.module.css';

/** The newsletter's email field and Subscribe, its message below the field in the block's light colour. */
export function NewsletterForm() {
  const inputId = useId();
  const helperId = useId();
  const { email, error, sending, change, submit } = useNewsletterForm();

  return (
    <form noValidate onSubmit={submit}>
      <label htmlFor={inputId} className={styles.label}>
        Email address
      </label>
      <div className={styles.row}>
        <div className={styles.field}>
          <input
            id={inputId}
            type="email"
            name="email"
            placeholder="you@example.com"
            autoComplete="email"
            value={email}
            onChange={change}
            aria-invalid={Boolean(error)}
            aria-describedby={helperId}
            className={`${ui.outlinedField} ${styles.input}`}
          />
          <p id={helperId} className={styles.helper}>
            {error ?? <span aria-hidden>{'\u200b'}</span>}
          </p>
        </div>
        <Button type="submit" variant="contained" size="large" disabled={sending}>
          {sending ? 'Subscribing…' : 'Subscribe'}
        </Button>
      </div>
    </form>
  );
}
