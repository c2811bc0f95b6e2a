// A before-and-after result as the owner stores it (the gallery's tests): on Botox's page, its consent given on
// 2026-10-01, covering the website until 2027-10-01 inclusive, not withdrawn; `over` changes any of it.
import type { DocData } from '@/backend/port';

export const galleryResult = (over: Record<string, unknown> = {}): DocData => ({
  treatment: 'botox',
  before: 'https://cdn.lumiere.example/forehead-before.jpg',
  after: 'https://cdn.lumiere.example/forehead-after.jpg',
  caption: 'Two weeks after one session',
  consentGiven: '2026-10-01',
  consentExpires: '2027-10-01',
  consentWebsite: true,
  consentSocial: false,
  consentWithdrawn: false,
  order: 0,
  ...over,
});
