// Headings out of order: rich text or a custom section whose headings skip a level on the page they render on (an h4
// under an h2), which leaves a screen reader's outline of the page with a gap.
import { headingLevels, htmlPlaces } from '../html-places';
import { entriesOf, sourceOf, type PublishRule } from '../site-content';

export const headingOrderRule: PublishRule = {
  id: 'heading-order',
  title: 'Headings out of order',
  check({ snapshot }) {
    return entriesOf(snapshot).flatMap((entry) =>
      htmlPlaces(entry).flatMap((place) => {
        let above = place.under;
        for (const level of headingLevels(place.html)) {
          if (level > above + 1) {
            return [{ rule: headingOrderRule.id, problem: `A level ${level} heading follows level ${above} in ${entry.name}, ${place.label}: use level ${above + 1}`, page: entry.page,
            source: sourceOf(entry), fix: place.fix }];
          }
          above = level;
        }
        return [];
      }),
    );
  },
};
