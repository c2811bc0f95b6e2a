// Whether an image address points at a file stored by this site's image library: the local backend's file worker
// (/local-files/uploads/…) or Cloud Storage's download URLs (…/o/uploads%2F…, the emulator's too), and likewise a
// private photo's (private/…) or its published copy's (published-media/…). Such a file is gone once its library
// record (or, for a copy, its published record) is; an address typed by hand is none of the library's business.
const FOLDERS = '(uploads|private|published-media)';
const LOCAL = new RegExp(`^/local-files/${FOLDERS}/`);
const STORAGE = new RegExp(`/v0/b/[^/]+/o/${FOLDERS}%2F`, 'i');

export function isUploadUrl(url: string): boolean {
  if (LOCAL.test(url)) return true;
  try {
    return STORAGE.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/** A private photo's own address (see PRIVATE_FOLDER), in the local file worker's form or Cloud Storage's. */
const PRIVATE_ADDRESS = /(\/local-files\/|\/o\/)private(\/|%2F)/i;

/** Whether a text (a value's JSON) names a private photo's own address, which must never be published. */
export const namesPrivatePhoto = (text: string) => PRIVATE_ADDRESS.test(text);
