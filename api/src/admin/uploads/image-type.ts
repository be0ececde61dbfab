/** The images staff may upload, named by the extension their stored file gets. */
export type ImageExtension = 'jpg' | 'png' | 'gif' | 'webp';

const ascii = (bytes: Buffer, from: number, text: string) => bytes.subarray(from, from + text.length).toString('latin1') === text;

/**
 * The image type the file's first bytes announce, or null for anything else. The client's
 * filename and Content-Type are never trusted: a page or script named `cat.png` stays refused.
 * SVG is left out on purpose, as it can carry script.
 */
export function imageTypeOf(bytes: Buffer): ImageExtension | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'webp';
  return null;
}
