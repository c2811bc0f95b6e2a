// Hand-built admin pages for the entities whose spec pattern is not the generated one.
import { registerPage } from './page-registry';

registerPage('section', () => import('./manage-sections-page'));
registerPage('custom-section', () => import('./section-creator-page'));
registerPage('image', () => import('./image-library-page'));
