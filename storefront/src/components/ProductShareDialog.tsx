import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FacebookIcon from '@mui/icons-material/Facebook';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { SvgIconComponent } from '@mui/icons-material';
import { useRef } from 'react';
import { toast } from '../lib/toast';

function shareLinks(url: string, name: string): { label: string; href: string; icon: SvgIconComponent }[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(name);
  return [
    { label: 'Share on WhatsApp', href: `https://wa.me/?text=${text}%20${u}`, icon: WhatsAppIcon },
    { label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, icon: FacebookIcon },
    { label: 'Share on X', href: `https://x.com/intent/post?url=${u}&text=${text}`, icon: XIcon },
  ];
}

async function copy(url: string, field: HTMLInputElement | null): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied');
  } catch {
    // No clipboard permission (or an insecure origin): select the text so the shopper can copy it.
    field?.select();
    toast('Press Ctrl+C (or long-press) to copy the link');
  }
}

/** The product page's share dialog: the page's link with a working 'Copy link', and share links that open in a new tab. */
export interface ProductShareDialogProps {
  open: boolean;
  onClose: () => void;
  url: string;
  name: string;
}

export function ProductShareDialog({ open, onClose, url, name }: ProductShareDialogProps) {
  const field = useRef<HTMLInputElement>(null);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="share-dialog-title">
      <DialogTitle id="share-dialog-title">Share this product</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', pt: 1 }}>
          <TextField
            size="small"
            label="Link"
            value={url}
            inputRef={field}
            slotProps={{ htmlInput: { readOnly: true } }}
            onFocus={(event) => event.target.select()}
          />
          <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy(url, field.current)} sx={{ flexShrink: 0 }}>
            Copy link
          </Button>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, mt: 2, justifyContent: 'center' }}>
          {shareLinks(url, name).map(({ label, href, icon: Icon }) => (
            <Tooltip key={label} title={label}>
              <IconButton component="a" href={href} target="_blank" rel="noopener noreferrer" aria-label={label} sx={{ border: 1, borderColor: 'divider' }}>
                <Icon />
              </IconButton>
            </Tooltip>
          ))}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
