// storage.rules generated from the image schema, as firestore.rules is from the entity schemas: the folder,
// the file names the library gives, the accepted types and the size limit come from schemas/collections/image.ts,
// so the admin's checks and the rules cannot drift apart.
import { IMAGE_TYPES, MAX_IMAGE_BYTES, PRIVATE_FOLDER, PUBLISHED_MEDIA_FOLDER, UPLOAD_FOLDER } from '@schemas/collections/image';

export interface StorageRulesInput {
  folder: string;
  /** The owner's private photos: stored like uploads, read by the owner alone. */
  privateFolder: string;
  /** The copies of private photos publishing makes (the page function, through the Admin SDK): read by anyone. */
  publishedFolder: string;
  types: readonly string[];
  maxBytes: number;
}

export const IMAGE_STORAGE: StorageRulesInput = { folder: UPLOAD_FOLDER, privateFolder: PRIVATE_FOLDER, publishedFolder: PUBLISHED_MEDIA_FOLDER, types: IMAGE_TYPES, maxBytes: MAX_IMAGE_BYTES };

/** File names as storageName() makes them, renditions included: a millisecond timestamp, "-", then [A-Za-z0-9._-]. */
export const FILE_NAME_PATTERN = '^[0-9]{10,16}-[A-Za-z0-9._-]{1,250}$';

/** The rules' regular expression for a content type: exactly one of `types`. */
export function contentTypePattern(types: readonly string[]): string {
  const subtypes = types.map((t) => {
    const [major, minor] = t.split('/');
    // Letters, digits and hyphens only: nothing that would need escaping in the rules' string and pattern.
    if (major !== 'image' || !minor || !/^[a-z0-9-]+$/.test(minor)) throw new Error(`Not an image type the rules can express: ${t}`);
    return minor;
  });
  return `image/(${subtypes.join('|')})`;
}

/** Whether the generated rules would let the owner create `name` (under the folder) with this type and size. */
export function allowsUpload(input: StorageRulesInput, name: string, contentType: string, size: number): boolean {
  // The rules' matches() must match the whole string, as these anchored expressions do.
  return new RegExp(FILE_NAME_PATTERN).test(name) && new RegExp(`^${contentTypePattern(input.types)}$`).test(contentType) && size <= input.maxBytes;
}

/** The complete storage.rules source. Deterministic: the committed file must equal it. */
export function generateStorageRules(input: StorageRulesInput = IMAGE_STORAGE): string {
  const mb = input.maxBytes / (1024 * 1024);
  const size = Number.isInteger(mb) ? `${mb} * 1024 * 1024` : String(input.maxBytes);
  return [
    `rules_version = '2';`,
    ``,
    `// GENERATED from schemas/collections/image.ts by \`npm run generate\`. Do not edit by hand:`,
    `// \`npm run rules:check\` and tests/rules/storage-rules-generated.test.ts fail when this file is stale.`,
    `// Uploaded images live under ${input.folder}/ and are public (the site shows them). Private photos (before-and-after`,
    `// pictures) live under ${input.privateFolder}/ and are the owner's alone: visitors read only the copies publishing makes`,
    `// under ${input.publishedFolder}/ while published content shows a photo (written and removed by the page function,`,
    `// which no rule restricts). Only the owner, identified by the admin custom claim the setup command sets, uploads`,
    `// and deletes. Uploads are raster images of at most ${mb} MB, named as the library names them.`,
    `// Types: ${input.types.join(', ')}.`,
    `// SVG is refused because it can carry script. Overwriting an upload is refused too (uploads are named with a`,
    `// timestamp, so an edit is a new file). Everything else is denied.`,
    `service firebase.storage {`,
    `  match /b/{bucket}/o {`,
    `    function isOwner() {`,
    `      return request.auth != null && request.auth.token.get('admin', false) == true;`,
    `    }`,
    ``,
    `    function isUpload(fileName) {`,
    `      return isOwner()`,
    `        && fileName.matches('${FILE_NAME_PATTERN}')`,
    `        && request.resource.size <= ${size}`,
    `        && request.resource.contentType.matches('${contentTypePattern(input.types)}');`,
    `    }`,
    ``,
    `    match /${input.folder}/{fileName} {`,
    `      // Each file is public; listing the folder is the owner's (the library's check for files without a record).`,
    `      allow get: if true;`,
    `      allow list: if isOwner();`,
    `      allow create: if isUpload(fileName);`,
    `      allow delete: if isOwner();`,
    `    }`,
    ``,
    `    match /${input.privateFolder}/{fileName} {`,
    `      allow get, list: if isOwner();`,
    `      allow create: if isUpload(fileName);`,
    `      allow delete: if isOwner();`,
    `    }`,
    ``,
    `    match /${input.publishedFolder}/{imageId}/{fileName} {`,
    `      allow get: if true;`,
    `    }`,
    `  }`,
    `}`,
    ``,
  ].join('\n');
}
