import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '../../platform/config.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { RateWindows } from '../../platform/rate-limits/rate-windows.js';

const MB = 1024 * 1024;
const HOUR = 3600;
const inMb = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

export const storageFull = (free: number, total: number) =>
  `Not enough image storage left for these images: ${inMb(Math.max(0, free))} of the shop's ${inMb(total)} is free. An administrator must remove images or raise the limit.`;
export const hourlyQuotaUsed = (used: number, quota: number, seconds: number) =>
  `You can upload ${inMb(quota)} of images an hour and have uploaded ${inMb(used)}. ` +
  `Upload fewer or smaller images, or try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`;

/**
 * The disk staff's uploads may take: all of MEDIA_UPLOADS_DIR together (UPLOADS_TOTAL_MB), and what
 * one staff account may add in an hour (UPLOAD_MB_PER_ACCOUNT_PER_HOUR, counted in Redis so every
 * API instance shares it). A batch is admitted, and counted, before any of it is written.
 */
@Injectable()
export class UploadQuota {
  constructor(
    private readonly windows: RateWindows,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /**
   * Throws 507 when the directory has no room for `bytes` more (no wait or smaller batch of this
   * caller's is sure to help), and 413 with Retry-After when the account's hour has none: that
   * batch is too large for now, while a smaller one may still fit, which a 429 would deny.
   */
  async admit(directory: string, accountId: string, bytes: number): Promise<void> {
    const total = Math.floor(this.config.UPLOADS_TOTAL_MB * MB);
    const stored = await storedBytes(directory);
    if (stored + bytes > total) throw new Rejection('insufficient_storage', storageFull(total - stored, total));
    const quota = Math.floor(this.config.UPLOAD_MB_PER_ACCOUNT_PER_HOUR * MB);
    const key = `${this.config.REDIS_PREFIX}:upload-bytes:account:${accountId}`;
    const taken = await this.windows.take([{ key, limit: quota, windowSeconds: HOUR }], bytes);
    if (!taken.allowed) {
      throw new Rejection('too_large', hourlyQuotaUsed(taken.used[0]!, quota, taken.retryAfterSeconds), undefined, taken.retryAfterSeconds);
    }
  }
}

/**
 * The bytes of the files in the directory (0 when it does not exist yet). Read from the disk each
 * time, so files removed by hand, or written by another instance on a shared volume, count as they are.
 */
async function storedBytes(directory: string): Promise<number> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const sizes = await Promise.all(
    names.map((name) =>
      stat(path.join(directory, name)).then(
        (file) => (file.isFile() ? file.size : 0),
        () => 0,
      ),
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}
