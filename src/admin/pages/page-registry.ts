// The admin pages built by hand, one per AdminPageKey: an entity's sidebar entry names one of these with
// `nav.page`; every other entry gets the generated editor. A key without a page here does not compile.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AdminPageKey } from '@schemas/kit/define-entity';

export const handBuiltPages: Record<AdminPageKey, LazyExoticComponent<ComponentType>> = {
  'manage-sections': lazy(() => import('./manage-sections-page')),
  'section-creator': lazy(() => import('./section-creator-page')),
  'image-library': lazy(() => import('./image-library-page')),
};
