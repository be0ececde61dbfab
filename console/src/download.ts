import { HttpError } from 'react-admin';
import { getStaffToken } from './session';

/** The file name a Content-Disposition header gives, if any. */
const attachmentName = (disposition: string | null) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1];

/**
 * Saves a file the API answers (an invoice's PDF) with the staff token, under the name the API gives
 * it, as the browser saves an attachment. A refusal throws react-admin's HttpError with the API's message.
 */
export async function download(url: string, fallbackName: string): Promise<void> {
  const token = getStaffToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new HttpError(body?.message ?? `Download failed (${response.status})`, response.status, body);
  }
  const href = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href, download: attachmentName(response.headers.get('content-disposition')) ?? fallbackName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
