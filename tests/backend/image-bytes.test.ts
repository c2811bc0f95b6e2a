// Files are judged by their first bytes: the library refuses what is no accepted image, whatever its name.
import { describe, expect, it } from 'vitest';
import { refusedFile, sniffImageType } from '@schemas/kit/image-bytes';
import { checkImageFiles } from '@/admin/images/pipeline';

const bytes = (...parts: Array<string | number[]>) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const HEADS = {
  'image/jpeg': bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'),
  'image/png': bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'),
  'image/gif': bytes('GIF89a', [1, 0, 1, 0]),
  'image/webp': bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '),
  'image/avif': bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0]),
} as const;

describe('judging a file by its content', () => {
  it('knows each accepted raster format by its first bytes', () => {
    for (const [type, head] of Object.entries(HEADS)) expect(sniffImageType(head), type).toBe(type);
  });

  it('knows no SVG, HTML, text, PDF or empty file as an image', () => {
    for (const text of ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', '<?xml version="1.0"?><svg/>', '<!doctype html><script>x</script>', 'plain text named .png', '%PDF-1.7', '']) {
      expect(sniffImageType(bytes(text)), text).toBeUndefined();
    }
    // Close but not right: a RIFF that is a WAV, an ISO file that is an MP4, a truncated PNG signature.
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeUndefined();
    expect(sniffImageType(bytes([0, 0, 0, 0x18], 'ftypmp42'))).toBeUndefined();
    expect(sniffImageType(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
  });

  it('lets a file be stored only as the type its content is, and never an SVG', async () => {
    expect(await refusedFile(new Blob([HEADS['image/png']]), 'image/png')).toBeUndefined();
    expect(await refusedFile(new Blob([HEADS['image/png']]), 'image/jpeg')).toMatch(/holds image\/png/);
    expect(await refusedFile(new Blob(['<svg/>']), 'image/svg+xml')).toMatch(/not an accepted image type/);
    expect(await refusedFile(new Blob(['<svg/>']), 'image/png')).toBe('The file is not an image');
  });

  it("refuses at upload a text file named .png and an SVG renamed .jpg with the spec's message, and keeps the real picture", async () => {
    const files = [
      new File(['hello, I am text'], 'notes.png', { type: 'image/png' }),
      new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'logo.jpg', { type: 'image/jpeg' }),
      new File([HEADS['image/webp']], 'photo.png', { type: 'image/png' }),
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
    ];
    const { accepted, refused } = await checkImageFiles(files);
    expect(refused).toEqual(['File logo.svg is not a supported image: use JPEG, PNG, WebP, AVIF or GIF', 'File notes.png is not an image', 'File logo.jpg is not an image']);
    // Named .png, but a WebP inside: kept, and stored as what it is.
    expect(accepted.map(({ file, type }) => [file.name, type])).toEqual([['photo.png', 'image/webp']]);
  });
});
