import { readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { suiteWorld } from '../../platform/testing/suite-world.js';
import { uploadsApp } from './uploads-app.fixture.js';

const KB = 1024;
/** A one-pixel PNG: decoded, as every upload is, in no time. */
let PIXEL: Buffer;
/** A real PNG of exactly `bytes`: the pixel with a comment (a tEXt chunk) making up the size a test needs. */
function png(bytes: number): Buffer {
  const data = Buffer.concat([Buffer.from('tEXtComment\0', 'latin1'), Buffer.alloc(bytes - PIXEL.length - 12 - 8, 'a')]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data));
  const end = PIXEL.length - 12; // before IEND
  return Buffer.concat([PIXEL.subarray(0, end), length, data, crc, PIXEL.subarray(end)]);
}

describe('POST /api/admin/uploads: disk quotas', () => {
  // 0.5 MB an hour per staff account, 2 MB in all.
  const t = suiteWorld(() => uploadsApp('upload_quota', { UPLOAD_MB_PER_ACCOUNT_PER_HOUR: '0.5', UPLOADS_TOTAL_MB: '2' }));
  beforeAll(async () => {
    PIXEL = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#c8743a' } })
      .png()
      .toBuffer();
  });

  const stored = async () => (await readdir(t.directory)).sort();
  const upload = (token: string, ...sizes: number[]) => {
    let request = t.http().post('/api/admin/uploads').set('authorization', `Bearer ${token}`);
    for (const [i, size] of sizes.entries()) request = request.attach('files', png(size), `photo${i}.png`);
    return request;
  };
  const staffToken = async () => (await t.staff()).token;

  it("refuses, with 413 and Retry-After and before writing anything, a batch past the account's hourly bytes; a smaller one, or another account, goes on", async () => {
    const staff = await staffToken();
    await upload(staff, 200 * KB, 100 * KB).expect(201);
    const before = await stored();

    const refused = await upload(staff, 150 * KB, 100 * KB).expect(413);
    expect(refused.body).toEqual({
      status: false,
      message: 'You can upload 0.5 MB of images an hour and have uploaded 0.3 MB. Upload fewer or smaller images, or try again in 60 minutes.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await stored()).toEqual(before);

    await upload(staff, 150 * KB).expect(201); // what is left of the hour still takes a smaller batch
    await upload(await staffToken(), 300 * KB).expect(201);
  });

  it('refuses with 507 a batch the uploads directory has no room for in all, writing nothing, and counts files however they came', async () => {
    // Files put there by hand count too: fill the 2 MB to within 100 KB.
    const sizes = await Promise.all((await stored()).map(async (name) => (await stat(path.join(t.directory, name))).size));
    const inUse = sizes.reduce((sum, size) => sum + size, 0);
    await writeFile(path.join(t.directory, 'filler.bin'), Buffer.alloc(2 * 1024 * KB - inUse - 100 * KB));
    const before = await stored();
    const staff = await staffToken();

    const refused = await upload(staff, 150 * KB).expect(507);
    expect(refused.body).toEqual({
      status: false,
      message: "Not enough image storage left for these images: 0.1 MB of the shop's 2 MB is free. An administrator must remove images or raise the limit.",
    });
    expect(refused.headers['retry-after']).toBeUndefined();
    expect(await stored()).toEqual(before);

    await upload(staff, 90 * KB).expect(201);
    // The refused batch took nothing from the account's hour: 400 KB more still fit its 0.5 MB.
    await rm(path.join(t.directory, 'filler.bin'));
    await upload(staff, 400 * KB).expect(201);
  });
});
