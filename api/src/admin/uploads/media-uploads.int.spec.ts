import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { addMissingVariants } from './media-uploads.js';

// Uploads stored before uploads had variants get them, once, whoever runs the catch-up.
describe('addMissingVariants', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'petshop-variants-'));
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it('makes the variants an older upload lacks, and nothing for a GIF, a file that does not decode, or an upload that has them', async () => {
    const older = randomUUID();
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c8743a' } })
      .jpeg()
      .toBuffer();
    await writeFile(path.join(directory, `${older}.jpg`), photo);
    await writeFile(path.join(directory, `${randomUUID()}.gif`), Buffer.from('GIF89a'));
    const broken = `${randomUUID()}.png`;
    await writeFile(path.join(directory, broken), Buffer.from('89504e470d0a1a0a', 'hex'));

    expect(await addMissingVariants(directory)).toBe(1);
    const stored = await readdir(directory);
    expect(stored.filter((name) => name.startsWith(older)).sort()).toEqual([`${older}-1280w.webp`, `${older}-320w.webp`, `${older}-640w.webp`, `${older}.jpg`]);
    expect((await sharp(path.join(directory, `${older}-640w.webp`)).metadata()).width).toBe(640);
    expect(stored).toContain(broken);

    // Run again (another instance, a restart): nothing left to make.
    expect(await addMissingVariants(directory)).toBe(0);
    expect((await readdir(directory)).length).toBe(stored.length);
  });

  it('finds nothing to do where no upload was ever stored', async () => {
    expect(await addMissingVariants(path.join(directory, 'none-yet'))).toBe(0);
  });
});
