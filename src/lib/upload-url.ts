// Whether an image address points at a file stored by this site's image library: the local backend's file worker
// (/local-files/uploads/…) or Cloud Storage's download URLs (…/o/uploads%2F…, the emulator's too), and likewise a
// private photo's published copy (published-media/…; a private photo's own address is never published). Such a file
// is gone once its library record (for a copy, its published record) is; an address typed by hand is none of the
// library's business.
export function isUploadUrl(url: string): boolean {
  if (/^\/local-files\/(uploads|published-media)\//.test(url)) return true;
  try {
    return /\/v0\/b\/[^/]+\/o\/(uploads|published-media)%2F/i.test(new URL(url).pathname);
  } catch {
    return false;
  }
}
