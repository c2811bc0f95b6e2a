// The committed storage.rules is the generator's output for the image schema, and what it lets the owner upload
// is exactly what the Image Library sends: the accepted types, the 5 MB limit and the file names it makes.
// Evaluated here in JavaScript; tests/rules/storage-rules.test.ts tries the real rules in the Storage emulator.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, storageName } from '@schemas/collections/image';
import { allowsUpload, generateStorageRules, IMAGE_STORAGE } from '../../scripts/rules/storage-rules';
import { checkFiles } from '@/admin/images/pipeline';
import { variantPath } from '@/admin/images/upload';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('the generated storage rules', () => {
  it('match the committed storage.rules (run `npm run generate` after changing the image schema)', () => {
    expect(readFileSync('storage.rules', 'utf8')).toBe(generateStorageRules());
  });

  it('allow uploads only under uploads/ and private/, to the owner claim, with public reads of uploads and published copies', () => {
    const rules = generateStorageRules();
    expect(rules).toContain('match /uploads/{fileName} {');
    expect(rules).toContain('match /private/{fileName} {\n      allow get, list: if isOwner();');
    expect(rules).toContain('match /published-media/{imageId}/{fileName} {\n      allow get: if true;\n    }');
    expect(rules).toContain("request.auth.token.get('admin', false) == true");
    expect(rules).toContain('allow get: if true;');
    expect(rules).toContain('allow list: if isOwner();');
    expect(rules).not.toContain('allow read');
    expect(rules).toContain('request.resource.size <= 5 * 1024 * 1024');
    expect(rules).not.toMatch(/allow (write|update)/);
  });

  it('accept every type the library accepts and refuse SVG and other files, as the library does', () => {
    const types = [...IMAGE_TYPES, 'image/svg+xml', 'image/heic', 'image/bmp', 'text/html', 'application/pdf', ''];
    for (const type of types) {
      const byRules = allowsUpload(IMAGE_STORAGE, '1720000000000-photo.img', type, 100);
      const byLibrary = checkFiles([file('photo.img', type)]).accepted.length === 1;
      expect({ type, byRules }).toEqual({ type, byRules: byLibrary });
    }
    expect(checkFiles([file('logo.svg', 'image/svg+xml')]).refused).toEqual(['File logo.svg is not a supported image: use JPEG, PNG, WebP, AVIF or GIF']);
    expect(checkFiles([file('notes.txt', 'text/plain')]).refused).toEqual(['File notes.txt is not an image']);
  });

  it('accept exactly 5 MB and refuse one byte more, as the library does', () => {
    expect(allowsUpload(IMAGE_STORAGE, '1720000000000-a.png', 'image/png', MAX_IMAGE_BYTES)).toBe(true);
    expect(allowsUpload(IMAGE_STORAGE, '1720000000000-a.png', 'image/png', MAX_IMAGE_BYTES + 1)).toBe(false);
    expect(checkFiles([file('big.png', 'image/png', MAX_IMAGE_BYTES + 1)]).refused).toEqual(['File big.png is too large (max 5MB)']);
    expect(checkFiles([file('max.png', 'image/png', MAX_IMAGE_BYTES)]).accepted).toHaveLength(1);
  });

  it('accept the names the library gives uploads and their renditions, and refuse others', () => {
    const name = storageName('Spa Room (final).JPG', 1720000000000);
    for (const type of ['image/webp', 'image/jpeg', 'image/png', 'image/gif'] as const) {
      const path = variantPath(name, 480, type);
      expect(path.startsWith('uploads/')).toBe(true);
      expect(allowsUpload(IMAGE_STORAGE, path.slice('uploads/'.length), type, 1000)).toBe(true);
    }
    for (const bad of ['photo.png', 'nested/1720000000000-a.png', '1720000000000-a b.png', '']) expect(allowsUpload(IMAGE_STORAGE, bad, 'image/png', 10)).toBe(false);
  });
});
