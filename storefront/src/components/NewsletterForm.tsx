import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNewsletterForm } from './useNewsletterForm';

/** The newsletter's email field and Subscribe, its message below the field in the block's light colour. */
export function NewsletterForm() {
  const inputId = useId();
  const helperId = useId();
  const { email, error, sending, change, submit } = useNewsletterForm();

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography component="label" htmlFor={inputId} sx={{ display: 'block', fontWeight: 700, mb: 1 }}>
        Email address
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'flex-start' }}>
        {/* TextField's parts without its Select, Menu and Popover, which every page would load. */}
        <FormControl
          fullWidth
          error={Boolean(error)}
          sx={{
            '& .MuiInputBase-root': { bgcolor: 'background.paper', borderRadius: '14px' },
            '& .MuiFormHelperText-root, & .MuiFormHelperText-root.Mui-error': { color: '#FFE3CC', fontWeight: 700, mx: 0 },
          }}
        >
          <OutlinedInput
            id={inputId}
            type="email"
            name="email"
            placeholder="you@example.com"
            autoComplete="email"
            value={email}
            onChange={change}
            slotProps={{ input: { 'aria-describedby': helperId } }}
          />
          <FormHelperText id={helperId}>{error ?? ' '}</FormHelperText>
        </FormControl>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={sending}
          sx={{ flexShrink: 0, minHeight: 56, px: 4, width: { xs: '100%', sm: 'auto' } }}
        >
          {sending ? 'Subscribing…' : 'Subscribe'}
        </Button>
      </Box>
    </Box>
  );
}
