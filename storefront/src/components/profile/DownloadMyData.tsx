import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { exportMyData } from '../../api/auth';

/** "Download my data": everything the shop holds about the shopper, saved as a JSON file. */
export function DownloadMyData() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const { data } = await exportMyData();
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: 'pawsome-supplies-my-data.json' });
      link.click();
      URL.revokeObjectURL(url);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not download your data');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card component="section" aria-labelledby="download-my-data-title" sx={{ p: { xs: 2, md: 3 }, display: 'grid', justifyItems: 'start', gap: 1 }}>
      <Typography id="download-my-data-title" variant="h3" sx={{ fontSize: '1.2rem !important' }}>
        Your data
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>
        Your account, addresses, orders and their history, returns, vouchers, reviews and the mails we sent you, as a file.
      </Typography>
      <Button variant="outlined" onClick={download} disabled={busy}>
        Download my data
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
    </Card>
  );
}
