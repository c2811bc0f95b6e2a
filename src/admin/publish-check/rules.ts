// The publish check's rules, one module each (rules/): what gets a spa's site sued or fined, found in its content.
// A new kind of finding is one module more in this list.
import type { EntityDef } from '@schemas/kit/define-entity';
import { altTextRule } from './rules/alt-text';
import { linkNamesRule } from './rules/link-names';
import { headingOrderRule } from './rules/heading-order';
import { contrastRule } from './rules/contrast';
import { resultsNoteRule } from './rules/results-note';
import { consentExpiryRule } from './rules/consent-expiry';
import { publicPhotosRule } from './rules/public-photos';
import type { Finding, PublishRule, SiteContent } from './site-content';

export const PUBLISH_RULES: readonly PublishRule[] = [altTextRule, linkNamesRule, headingOrderRule, contrastRule, resultsNoteRule, consentExpiryRule, publicPhotosRule];

/** Every finding of every rule. */
export const checkSite = (content: SiteContent, rules: readonly PublishRule[] = PUBLISH_RULES): Finding[] => rules.flatMap((rule) => rule.check(content));

/** The findings in one entry (its picture's missing alt text too, which is fixed in the library). */
export const findingsOf = (findings: readonly Finding[], entity: Pick<EntityDef, 'id'>, id: string | null): Finding[] =>
  findings.filter((f) => f.source?.entity === entity.id && f.source.id === id);
