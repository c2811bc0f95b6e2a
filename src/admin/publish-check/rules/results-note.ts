// Testimonials shown without a results note: patient reviews of treatments need the "individual results vary" kind of
// disclosure beside them, which Page Texts holds and the site shows under every list of testimonials.
import { RESULTS_NOTE } from '@schemas/singletons/page-texts';
import { pageTextsEntity, testimonialEntity } from '@schemas/published';
import { fieldHref, type PublishRule } from '../site-content';

export const resultsNoteRule: PublishRule = {
  id: 'results-note',
  title: 'Testimonials without a results note',
  check({ snapshot }) {
    const testimonials = snapshot[testimonialEntity.publish!.key];
    if (!Array.isArray(testimonials) || testimonials.length === 0) return [];
    const texts = snapshot[pageTextsEntity.publish!.key] as { testimonials?: { note?: unknown } } | null | undefined;
    // Stored texts without the note read its default, as the site does.
    const note = texts?.testimonials?.note ?? RESULTS_NOTE;
    if (typeof note === 'string' && note.trim()) return [];
    const field = 'testimonials.note';
    return [
      {
        rule: resultsNoteRule.id,
        problem: 'Testimonials are shown without a results note (such as “Individual results vary.”)',
        page: '/',
        source: { entity: pageTextsEntity.id, id: null },
        fix: { entity: pageTextsEntity.id, id: null, field, label: 'Results note', href: fieldHref('/', pageTextsEntity.id, null, field) },
      },
    ];
  },
};
