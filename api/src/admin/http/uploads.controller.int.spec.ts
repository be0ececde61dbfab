import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { suiteWorld } from '../../platform/testing/suite-world.js';
import { uploadsApp } from '../uploads/uploads-app.fixture.js';

/** A photo-sized image of one colour, in a format staff upload. */
const image = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: '#c8743a' } })
    .toFormat(format)
    .toBuffer();
/** A file that starts as a PNG does and is none: the check by its first bytes lets it by, decoding does not. */
const PNG_HEADER_ONLY = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('POST /api/admin/uploads', () => {
  const t = suiteWorld(() => uploadsApp('admin_uploads'));
  let PNG: Buffer;
  let JPEG: Buffer;
  let GIF: Buffer;
  let WEBP: Buffer;
  beforeAll(async () => {
    [PNG, JPEG, GIF, WEBP] = await Promise.all([image(2000, 1500, 'png'), image(800, 600, 'jpeg'), image(64, 64, 'gif'), image(1500, 1000, 'webp')]);
  });

  const upload = (token = t.admin) => t.http().post('/api/admin/uploads').set('authorization', `Bearer ${token}`);
  const stored = async () => (await readdir(t.directory)).sort();

  it('stores each image under a name of its own making and answers their URLs, which serve the bytes with their type', async () => {
    const response = await upload()
      .attach('files', PNG, { filename: '../../etc/passwd.png', contentType: 'image/png' })
      .attach('files', JPEG, { filename: 'kibble.jpeg', contentType: 'application/octet-stream' })
      .attach('files', GIF, 'paw.gif')
      .attach('files', WEBP, 'bowl.webp')
      .expect(201);

    expect(response.body).toEqual({ urls: [expect.any(String), expect.any(String), expect.any(String), expect.any(String)] });
    const [png, jpeg, gif, webp] = response.body.urls as [string, string, string, string];
    expect(png).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(jpeg).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.jpg$/);
    expect(gif).toMatch(/\.gif$/);
    expect(webp).toMatch(/\.webp$/);
    // Each but the GIF with its WebP variants beside it: 320, 640 and 1280 px wide, never wider than the upload.
    const name = (url: string) => path.basename(url);
    const variants = (url: string) => [320, 640, 1280].map((width) => name(url).replace(/\.\w+$/, `-${width}w.webp`));
    expect(await stored()).toEqual(
      [png, jpeg, webp]
        .flatMap((url) => [name(url), ...variants(url)])
        .concat(name(gif))
        .sort(),
    );
    for (const [url, widths] of [
      [png, [320, 640, 1280]],
      [jpeg, [320, 640, 800]],
    ] as const) {
      for (const [index, variant] of variants(url).entries()) {
        const served = await t.http().get(`/media/uploads/${variant}`).buffer(true).expect(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toContain('immutable');
        const { format, width } = await sharp(served.body as Buffer).metadata();
        expect({ format, width }).toEqual({ format: 'webp', width: widths[index] });
      }
    }
    // A phone's card loads a few KB where the upload is many times that.
    expect((await readFile(path.join(t.directory, variants(png)[0]!))).length).toBeLessThan(PNG.length);

    for (const [url, bytes, type] of [
      [png, PNG, 'image/png'],
      [jpeg, JPEG, 'image/jpeg'],
      [gif, GIF, 'image/gif'],
      [webp, WEBP, 'image/webp'],
    ] as const) {
      const served = await t.http().get(url).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe(type);
      expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
    }
  });

  it('answers 404 in the envelope for a name it never made or a file it does not have', async () => {
    const missing = await t.http().get('/media/uploads/00000000-0000-4000-8000-000000000000.png').expect(404);
    expect(missing.body).toMatchObject({ status: false });
    await t.http().get('/media/uploads/..%2F..%2Fpackage.json').expect(404);
    await t.http().get('/media/uploads/notes.txt').expect(404);
  });

  it('refuses a file that is not an image by its bytes (400), whatever its name and type say, and stores nothing of the request', async () => {
    const before = await stored();
    const headerOnly = await upload().attach('files', PNG, 'fine.png').attach('files', PNG_HEADER_ONLY, 'broken.png').expect(400);
    expect(headerOnly.body).toMatchObject({ status: false, message: 'broken.png is not a JPEG, PNG, WebP or GIF image' });
    const response = await upload()
      .attach('files', PNG, 'fine.png')
      .attach('files', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), {
        filename: 'cat.png',
        contentType: 'image/png',
      })
      .expect(400);
    expect(response.body).toEqual({
      status: false,
      message: 'cat.png is not a JPEG, PNG, WebP or GIF image',
      errors: [{ field: 'files', message: 'cat.png is not a JPEG, PNG, WebP or GIF image' }],
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses an image over 5 MB (413), no file (400), more than 10 files (400) and another field (400)', async () => {
    const before = await stored();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload().attach('files', big, 'huge.png').expect(413);
    expect(tooBig.body).toMatchObject({ status: false, message: 'Each image must be 5 MB or smaller' });

    expect((await upload().field('note', 'hello').expect(400)).body).toMatchObject({ message: 'Choose at least one image' });
    expect((await upload().send({ files: [] }).expect(400)).body).toMatchObject({ message: 'Choose at least one image' });

    let eleven = upload();
    for (let i = 0; i < 11; i++) eleven = eleven.attach('files', PNG, `p${i}.png`);
    expect((await eleven.expect(400)).body).toMatchObject({ message: 'Upload at most 10 images at a time' });

    expect((await upload().attach('image', PNG, 'p.png').expect(400)).body).toMatchObject({ message: 'Send the images in the form field "files"' });
    expect(await stored()).toEqual(before);
  });

  it('refuses a form with more fields than an upload has (413), and stores nothing of it', async () => {
    const before = await stored();
    let crowded = upload().attach('files', PNG, 'p.png');
    for (let i = 0; i < 11; i++) crowded = crowded.field(`note${i}`, 'hello');
    expect((await crowded.expect(413)).body).toMatchObject({ status: false, message: 'Send the images alone, at most 10 of them, in the form field "files"' });
    expect(await stored()).toEqual(before);
  });

  it('answers a multipart body cut short, or without its boundary, with a 400 envelope, and stores nothing of it', async () => {
    const before = await stored();
    const part = (name: string) =>
      `--cut\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n${PNG.toString('latin1')}`;
    const bodies = [
      ['multipart/form-data; boundary=cut', part('a.png')], // the file's bytes, never its closing boundary
      ['multipart/form-data; boundary=cut', `${part('a.png')}\r\n${part('b.png')}`], // a whole file, then one cut short
      ['multipart/form-data; boundary=cut', '--cut\r\nContent-Disposition: form-da'], // cut inside a part's headers
      ['multipart/form-data', `${part('a.png')}\r\n--cut--\r\n`], // no boundary to read it by
    ];
    for (const [type, body] of bodies) {
      const response = await upload().set('content-type', type!).send(Buffer.from(body!, 'latin1'));
      expect([response.status, response.body]).toEqual([
        400,
        { status: false, message: expect.stringMatching(/multipart/i), errors: [{ field: 'files', message: expect.any(String) }] },
      ]);
    }
    expect(await stored()).toEqual(before);
  });

  it('is for staff and admins: customers 403, no token 401', async () => {
    const shopper = await t.customer();
    await upload(shopper.token).attach('files', PNG, 'p.png').expect(403);
    await t.http().post('/api/admin/uploads').attach('files', PNG, 'p.png').expect(401);
  });
});
