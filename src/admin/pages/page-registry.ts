// The admin pages built by hand, one per AdminPageKey: an entity's sidebar entry names one of these with
// `nav.page`; every other entry gets the generated editor. A key without a page here does not compile.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AdminPageKey, EntityNav } from '@schemas/kit/define-entity';

export const handBuiltPages: Record<AdminPageKey, LazyExoticComponent<ComponentType>> = {
  'manage-sections': lazy(() => import('./manage-sections-page')),
  'section-creator': lazy(() => import('./section-creator-page')),
  'image-library': lazy(() => import('./image-library-page')),
  history: lazy(() => import('./history-page')),
  trash: lazy(() => import('./trash-page')),
  enquiries: lazy(() => import('./enquiries-page')),
  'publish-check': lazy(() => import('@/admin/publish-check/publish-check-page')),
};

/** A count shown beside a hand-built page's sidebar entry (new enquiries), as a component of its own. */
export const navBadges: Partial<Record<AdminPageKey, ComponentType>> = {
  enquiries: lazy(() => import('./new-enquiries-badge')),
};

/** Sidebar entries of the owner's safety tools, which belong to no entity: after every entity's entry. */
export const ownerTools: readonly EntityNav[] = [
  { label: 'History', group: 'Safety', slug: 'history', order: 1000, page: 'history' },
  { label: 'Trash', group: 'Safety', slug: 'trash', order: 1001, page: 'trash' },
  { label: 'Publish Check', group: 'Safety', slug: 'publish-check', order: 1002, page: 'publish-check' },
];
