// Stores as earlier versions of the site left them, for the upgrade tests.
import { readFileSync } from 'node:fs';
import type { DocData } from '@/backend/port';

/**
 * The demo store as version 3 left it: services, the home page's treatments and six category pages each holding
 * its treatments, sections without a choice of entries, offers without an address. A fresh copy on every call.
 */
export function versionThreeStore(): Record<string, DocData> {
  return JSON.parse(readFileSync(new URL('../fixtures/store-v3.json', import.meta.url), 'utf8')) as Record<string, DocData>;
}

/** Where version 3 published each collection and document. */
const VERSION_THREE_KEYS: Record<string, string> = {
  'settings/welcome-content': 'welcome',
  'settings/business-info': 'businessInfo',
  'settings/business-hours': 'businessHours',
  'settings/contact-info': 'contactInfo',
  'settings/about-page': 'about',
  'settings/seo': 'seo',
  'settings/page-texts': 'pageTexts',
  services: 'services',
  treatments: 'treatments',
  specials: 'specials',
  sections: 'sections',
  testimonials: 'testimonials',
  'price-groups': 'priceGroups',
  'category-pages': 'categoryPages',
  'special-hours': 'specialHours',
};

/** The snapshot version 3 published of such a store (templates/data), as of `at`. */
export function versionThreeSnapshot(docs: Record<string, DocData> = versionThreeStore(), at = '2026-10-01T10:00:00.000Z'): DocData {
  const snapshot: DocData = { lastGenerated: at };
  for (const [path, key] of Object.entries(VERSION_THREE_KEYS)) {
    if (path.includes('/')) {
      if (docs[path]) snapshot[key] = docs[path];
      continue;
    }
    snapshot[key] = Object.entries(docs)
      .filter(([p]) => p.startsWith(`${path}/`) && p.split('/').length === 2)
      .map(([p, data]) => ({ id: p.slice(path.length + 1), ...data }));
  }
  return snapshot;
}
