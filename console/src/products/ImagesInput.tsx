import CloseIcon from '@mui/icons-material/Close';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useState } from 'react';
import { useDataProvider, useInput, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif';
const MAX_FILES = 10;

/**
 * The product's images: chosen files are uploaded at once (POST /api/admin/uploads) and their URLs
 * join `images`, so the form only ever holds URLs and an edit can keep, add or drop any of them.
 */
export function ImagesInput() {
  const { field } = useInput<string[]>({ source: 'images', defaultValue: [] });
  const images: string[] = field.value ?? [];
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [uploading, setUploading] = useState(false);

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, MAX_FILES);
    event.target.value = ''; // the same file may be chosen again after a removal
    if (files.length === 0) return;
    setUploading(true);
    dataProvider
      .uploadImages(files)
      .then((urls) => field.onChange([...images, ...urls]))
      .catch((error: unknown) => notify(error instanceof Error ? error.message : 'The images could not be uploaded', { type: 'error' }))
      .finally(() => setUploading(false));
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }}>
      <Typography component="legend" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Product images
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 1 }}>
        {images.map((url, index) => (
          <Box key={url} sx={{ position: 'relative', width: 96, height: 96, borderRadius: 1, overflow: 'hidden', bgcolor: '#FBEBD9' }}>
            <img src={url} alt={`Preview ${index + 1} of ${images.length}`} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            <IconButton
              size="small"
              aria-label={`Remove image ${index + 1}`}
              onClick={() => field.onChange(images.filter((kept) => kept !== url))}
              sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'rgba(255,255,255,0.85)', '&:hover': { bgcolor: '#fff' } }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Button component="label" variant="outlined" startIcon={uploading ? <CircularProgress size={16} /> : <UploadIcon />} disabled={uploading}>
        {uploading ? 'Uploading…' : 'Upload images'}
        <input type="file" accept={ACCEPTED} multiple hidden onChange={upload} aria-label="Upload images" />
      </Button>
      <FormHelperText>JPEG, PNG, WebP or GIF, up to 5 MB each; the first image is the one shown in lists.</FormHelperText>
    </Box>
  );
}
