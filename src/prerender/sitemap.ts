// sitemap.xml: every public page at the site's address, last changed when the content it shows was published.
// One writer for the local build (vite.config.ts, a file) and the Firebase page function (page-server.ts, per
// request, so its dates follow each publish). Imported by vite.config.ts too, so no imports here.

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(origin: string, paths: readonly string[], lastModified: string | undefined): string {
  const base = origin.replace(/\/+$/, '');
  const urls = paths.map((path) => `  <url><loc>${escapeXml(base + path)}</loc>${lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
