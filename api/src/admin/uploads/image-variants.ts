import sharp from 'sharp';
import type { ImageExtension } from './image-type.js';

/** The widths a product image is kept at besides its original: a phone's card, a tablet's or a phone's page, a desktop page. */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;

export interface ImageVariant {
  width: number;
  bytes: Buffer;
}

/** A variant's stored name beside its original's (`<id>.png` → `<id>-640w.webp`). */
export const variantName = (original: string, width: number) => `${original.slice(0, original.lastIndexOf('.'))}-${width}w.webp`;

/**
 * The smaller copies a phone downloads instead of the upload itself, made once, when staff upload
 * it (sharp, from the npm registry): WebP at each of VARIANT_WIDTHS, turned as the photo's EXIF says
 * and never enlarged (a small upload's variants keep its size). GIFs are kept only as they are: their
 * animation would be lost. sharp works on libuv's threads, so the API's event loop is not held. A file
 * that only starts like an image fails to decode here, and is refused.
 */
export async function imageVariants(bytes: Buffer, extension: ImageExtension): Promise<ImageVariant[]> {
  if (extension === 'gif') {
    await sharp(bytes, { failOn: 'error' }).metadata();
    return [];
  }
  const upright = sharp(bytes, { failOn: 'error' }).rotate();
  return Promise.all(
    VARIANT_WIDTHS.map(async (width) => ({
      width,
      bytes: await upright.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 72 }).toBuffer(),
    })),
  );
}
