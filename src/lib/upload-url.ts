// Whether an image address points at a file uploaded to this site's storage: the local backend's file worker
// (/local-files/uploads/…) or Cloud Storage's download URLs (…/o/uploads%2F…, the emulator's too). Such a file
// is gone once its library record is; an address typed by hand is none of the library's business.
export function isUploadUrl(url: string): boolean {
  if (url.startsWith('/local-files/uploads/')) return true;
  try {
    const parsed = new URL(url);
    return /\/v0\/b\/[^/]+\/o\/uploads%2F/i.test(parsed.pathname);
  } catch {
    return false;
  }
}
