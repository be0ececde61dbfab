/** An upload of the shop's own (`/media/uploads/<id>.<ext>`), which has WebP variants beside it (made at upload time). */
const UPLOAD = /^\/media\/uploads\/([0-9a-f-]{36})\.(jpg|png|webp)$/;
const VARIANT_WIDTHS = [320, 640, 1280];

/**
 * The attributes that let a phone download a picture its size: an upload's variants as `srcSet`,
 * chosen by the browser for `sizes` (how wide the picture shows). The catalogue's own pictures (SVG)
 * and outside URLs are given as they are.
 */
export function responsiveImage(url: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const upload = UPLOAD.exec(url);
  if (!upload) return { src: url };
  return { src: url, srcSet: VARIANT_WIDTHS.map((width) => `/media/uploads/${upload[1]}-${width}w.webp ${width}w`).join(', '), sizes };
}
