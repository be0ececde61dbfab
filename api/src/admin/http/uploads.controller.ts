import { Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import type { Account } from '../../platform/auth/account.js';
import { CONFIG, type Config } from '../../platform/config.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { WriteLimit } from '../../platform/rate-limits/write-limit.guard.js';
import { type ImageExtension, imageTypeOf } from '../uploads/image-type.js';
import { type ImageVariant, imageVariants } from '../uploads/image-variants.js';
import { MAX_UPLOAD_FILES, storeUploads, UPLOAD_LIMITS, uploadsDirectory } from '../uploads/media-uploads.js';
import { isMultipart, MultipartRefused, type ReceivedFile, readMultipartFiles } from '../uploads/multipart-files.js';
import { UploadQuota } from '../uploads/upload-quota.js';

export const UPLOAD_FIELD = 'files';
export const NO_IMAGES = 'Choose at least one image';
export const TOO_MANY_IMAGES = `Upload at most ${MAX_UPLOAD_FILES} images at a time`;
export const IMAGE_TOO_LARGE = 'Each image must be 5 MB or smaller';
export const WRONG_FIELD = `Send the images in the form field "${UPLOAD_FIELD}"`;
export const TOO_MANY_PARTS = `Send the images alone, at most ${MAX_UPLOAD_FILES} of them, in the form field "${UPLOAD_FIELD}"`;
export const MALFORMED_UPLOAD = 'The multipart body is cut short or malformed; send the images again';
const notAnImage = (filename: string) => `${filename.slice(0, 100) || 'A file'} is not a JPEG, PNG, WebP or GIF image`;

/** A multipart body refused by the limits mountUploads sets, or as no multipart body at all. */
const REFUSALS: Record<MultipartRefused['reason'], Rejection> = {
  'file-too-large': new Rejection('too_large', IMAGE_TOO_LARGE, UPLOAD_FIELD),
  'too-many-files': new Rejection('invalid', TOO_MANY_IMAGES, UPLOAD_FIELD),
  'too-many-parts': new Rejection('too_large', TOO_MANY_PARTS, UPLOAD_FIELD),
  malformed: new Rejection('invalid', MALFORMED_UPLOAD, UPLOAD_FIELD),
};

/** Product images from the console: checked by their bytes, stored under names the shop makes, served under /media/uploads/. */
@ApiTags('admin')
@Controller('admin/uploads')
@Auth('staff', 'admin')
export class UploadsController {
  private readonly directory: string;

  constructor(
    @Inject(CONFIG) config: Config,
    private readonly quota: UploadQuota,
  ) {
    this.directory = uploadsDirectory(config);
  }

  @Post()
  @HttpCode(201)
  @WriteLimit('upload')
  @ApiOperation({
    summary:
      'Upload 1–10 images (JPEG, PNG, WebP or GIF by their content, 5 MB each) in the multipart field files; answers their URLs. Each but a GIF is kept with WebP variants 320, 640 and 1280 px wide beside it (<name>-640w.webp).',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: [UPLOAD_FIELD], properties: { files: { type: 'array', items: { type: 'string', format: 'binary' } } } } })
  @ApiResponse({ status: 201, schema: { type: 'object', required: ['urls'], properties: { urls: { type: 'array', items: { type: 'string' } } } } })
  @ApiResponse({ status: 400, description: 'No file, more than 10, or one that is not an image' })
  @ApiResponse({
    status: 413,
    description: "A file over 5 MB, a form with more than 10 other fields, or more than the account's hourly upload quota has left (then with Retry-After)",
  })
  @ApiResponse({ status: 507, description: "The uploads' total disk quota has no room for these images" })
  async upload(@Req() request: FastifyRequest, @CurrentAccount() account: Account): Promise<{ urls: string[] }> {
    if (!isMultipart(request.headers)) throw new Rejection('invalid', NO_IMAGES, UPLOAD_FIELD);
    const images = await readImages(request);
    // Admitted by the bytes sent; their variants, a small part of that for a photo, count on disk from then on.
    await this.quota.admit(
      this.directory,
      account._id,
      images.reduce((sum, image) => sum + image.bytes.length, 0),
    );
    return { urls: await storeUploads(this.directory, images) };
  }
}

/** Every file of the request, each checked by its first bytes and decoded into its variants; nothing is stored unless all are images. */
async function readImages(request: FastifyRequest): Promise<{ bytes: Buffer; extension: ImageExtension; variants: ImageVariant[] }[]> {
  const files = await readMultipartFiles(request.raw, UPLOAD_LIMITS).catch((error: unknown) => {
    // Reading the parts only parses the client's bytes: what fails there is the client's.
    throw error instanceof MultipartRefused ? REFUSALS[error.reason] : error;
  });
  const images: { bytes: Buffer; extension: ImageExtension; variants: ImageVariant[] }[] = [];
  for (const file of files) images.push(await readImage(file));
  if (images.length === 0) throw new Rejection('invalid', NO_IMAGES, UPLOAD_FIELD);
  return images;
}

async function readImage({ fieldname, filename, bytes }: ReceivedFile): Promise<{ bytes: Buffer; extension: ImageExtension; variants: ImageVariant[] }> {
  if (fieldname !== UPLOAD_FIELD) throw new Rejection('invalid', WRONG_FIELD, UPLOAD_FIELD);
  const extension = imageTypeOf(bytes);
  const variants = extension && (await imageVariants(bytes, extension).catch(() => null));
  if (!extension || !variants) throw new Rejection('invalid', notAnImage(filename), UPLOAD_FIELD);
  return { bytes, extension, variants };
}
