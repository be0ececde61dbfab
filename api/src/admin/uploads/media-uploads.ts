import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config.js';
import type { ImageExtension } from './image-type.js';
import { type ImageVariant, imageVariants, VARIANT_WIDTHS, variantName } from './image-variants.js';
import { acceptMultipartBodies, isMultipart, type MultipartLimits } from './multipart-files.js';

export const UPLOADS_PREFIX = '/media/uploads/';
/** Where UploadsController answers: the one route that reads a multipart body. */
export const UPLOADS_ROUTE = '/api/admin/uploads';
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_FILES = 10;
/** What one upload's body may hold: its files, and a few form fields beside them. */
export const UPLOAD_LIMITS: MultipartLimits = { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 10, parts: 20 };

/** Only names the shop made itself are ever looked for on disk (an upload, or one of its variants): no path a client writes reaches the file system. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.(jpg|png|gif|webp)|-(320|640|1280)w\.webp)$/;

// api/src/admin/uploads (or api/dist/admin/uploads) → the repository.
const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** MEDIA_UPLOADS_DIR, a relative one taken from the repository, whichever directory the API was started in. */
export const uploadsDirectory = (config: Config) => path.resolve(REPOSITORY_ROOT, config.MEDIA_UPLOADS_DIR);

/**
 * Writes checked images under server-made names, each with its smaller variants beside it
 * (`<name>-640w.webp`, see imageVariants), and answers the originals' URLs, in the order given. All or
 * nothing: a failed write removes what this call had written.
 */
export async function storeUploads(directory: string, images: { bytes: Buffer; extension: ImageExtension; variants: ImageVariant[] }[]): Promise<string[]> {
  await mkdir(directory, { recursive: true });
  const written: string[] = [];
  const urls: string[] = [];
  try {
    for (const image of images) {
      const name = `${randomUUID()}.${image.extension}`;
      const files = [{ name, bytes: image.bytes }, ...image.variants.map(({ width, bytes }) => ({ name: variantName(name, width), bytes }))];
      for (const file of files) {
        await writeFile(path.join(directory, file.name), file.bytes, { flag: 'wx' });
        written.push(file.name);
      }
      urls.push(`${UPLOADS_PREFIX}${name}`);
    }
  } catch (error) {
    await Promise.all(written.map((name) => unlink(path.join(directory, name)).catch(() => undefined)));
    throw error;
  }
  return urls;
}

/** An upload stored before uploads had variants, and so without them. */
const ORIGINAL_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

/**
 * Makes the variants the uploads stored before them lack, so that phones get small pictures of older
 * products too; answers how many uploads it completed. Run in the background at the API's start: any
 * number of instances may run it at once on a shared folder, as a variant is written only where there
 * is none (`wx`). A file that does not decode is left as it is.
 */
export async function addMissingVariants(directory: string): Promise<number> {
  const names = new Set(await readdir(directory).catch(() => []));
  let completed = 0;
  for (const name of names) {
    const extension = ORIGINAL_NAME.exec(name)?.[1] as ImageExtension | undefined;
    if (!extension || VARIANT_WIDTHS.every((width) => names.has(variantName(name, width)))) continue;
    const variants = await imageVariants(await readFile(path.join(directory, name)), extension).catch(() => []);
    for (const { width, bytes } of variants) {
      await writeFile(path.join(directory, variantName(name, width)), bytes, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
    }
    if (variants.length) completed++;
  }
  return completed;
}

/**
 * Multipart bodies (for POST /api/admin/uploads only: no other route reads one) and the uploaded
 * files under /media/uploads/. Unlike the catalogue's images these appear while the API runs, so
 * each request looks on disk, for a name of the shop's own making only. A name is never reused,
 * so browsers may keep a file for good. Public, like the catalogue's images.
 */
export async function mountUploads(fastify: FastifyInstance, config: Config): Promise<void> {
  acceptMultipartBodies(fastify);
  // Multipart bodies pass fastify on every route (unread): any other route answers one as it answers
  // every type it does not read, rather than validating a body that never came.
  fastify.addHook('preValidation', (request, reply, done) => {
    if (!isMultipart(request.headers) || request.routeOptions.url === UPLOADS_ROUTE) return done();
    return reply.status(415).send({ status: false, message: 'Unsupported Media Type' });
  });
  const directory = uploadsDirectory(config);
  fastify.get(`${UPLOADS_PREFIX}:name`, (request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
    const { name } = request.params;
    if (!STORED_NAME.test(name)) return reply.status(404).send({ status: false, message: 'Not found' });
    void reply.header('cross-origin-resource-policy', 'cross-origin');
    return reply.sendFile(name, directory, { immutable: true, maxAge: '365d', cacheControl: true });
  });
  void addMissingVariants(directory).then(
    (completed) => completed > 0 && fastify.log.info({ completed }, 'made the variants of uploads stored before them'),
    (error: unknown) => fastify.log.warn({ err: error }, 'the variants of older uploads could not be made'),
  );
}
