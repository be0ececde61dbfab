import { imageTypeOf } from './image-type.js';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('imageTypeOf', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'jpg'],
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'), 'png'],
    ['GIF 87a', bytes('GIF87a', [1, 0]), 'gif'],
    ['GIF 89a', bytes('GIF89a', [1, 0]), 'gif'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'webp'],
  ])('knows %s by its first bytes', (_name, file, extension) => {
    expect(imageTypeOf(file)).toBe(extension);
  });

  it.each([
    ['an empty file', bytes()],
    ['text', bytes('hello, this is not an image')],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['an HTML page', bytes('<!doctype html><script>alert(1)</script>')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a PNG cut short', bytes([0x89], 'PNG')],
    ['a PDF', bytes('%PDF-1.7')],
  ])('refuses %s', (_name, file) => {
    expect(imageTypeOf(file)).toBeNull();
  });
});
