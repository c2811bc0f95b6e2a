// The publish check's rules, each a pure function of the site's content: the demo content gives no finding, and
// content seeded with each kind of problem gives that finding, on the right page, with the link that fixes it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultBlock } from '@schemas/blocks/index';
import { demoContent } from '@/backend/demo/demo-content';
import type { DocData } from '@/backend/port';
import { PUBLISH_RULES, checkSite, findingsOf } from '@/admin/publish-check/rules';
import { COLOURS, contrastRatio, lookContrast } from '@/admin/publish-check/rules/contrast';
import { answers, linksToCheck, unansweredLinks } from '@/admin/publish-check/rules/booking-links';
import { headingLevels, linksWithoutName, picturesWithoutAlt } from '@/admin/publish-check/html-places';
import { findingsMessage } from '@/admin/publish-check/use-save-findings';
import { wholeSite } from '../support/published';

const TODAY = '2026-11-27';
const check = (docs: Record<string, DocData>, rule?: string) =>
  checkSite({ snapshot: wholeSite(docs), today: TODAY }, rule ? PUBLISH_RULES.filter((r) => r.id === rule) : PUBLISH_RULES);

/** The demo content with one custom section on the home page holding `elements`. */
function withCustomSection(elements: Array<Record<string, unknown>>, docs = demoContent()): Record<string, DocData> {
  docs['sections/spring'] = { name: 'Spring', order: 30, isVisible: true, block: defaultBlock('CustomSection', { elements: elements.map((e, i) => ({ id: `e${i}`, order: i, ...e })) }) };
  return docs;
}

describe('the publish check', () => {
  it('finds nothing in the demo content', () => {
    expect(check(demoContent())).toEqual([]);
  });

  it('finds a library picture without alt text, and sends the owner to that picture in the Image Library', () => {
    const docs = demoContent();
    docs['images/demo-fillers'] = { ...docs['images/demo-fillers'], alt: '  ' };
    const found = check(docs, 'alt-text');
    expect(found.map((f) => [f.problem, f.page, f.fix?.href])).toEqual([
      ['Picture without alt text: Treatment “Dermal Fillers”, Image URL', '/injectables/dermal-fillers', '/admin/dashboard/images?describe=demo-fillers'],
      ['Picture without alt text: Treatment “Lip Enhancement”, Image URL', '/services/lip-enhancement', '/admin/dashboard/images?describe=demo-fillers'],
    ]);
    // It is the treatment's finding, though its fix is in the library.
    expect(findingsOf(found, { id: 'treatment' }, 'dermal-fillers')).toHaveLength(1);
    expect(findingsOf(found, { id: 'treatment' }, 'botox')).toEqual([]);
  });

  it('finds a picture typed by hand: the hero slide at its own alt text, any other at its image field', () => {
    const docs = demoContent();
    const hero = docs['sections/hero']!;
    const block = hero.block as { slides: Array<{ image: string; alt?: string }> };
    docs['sections/hero'] = { ...hero, block: { ...block, slides: [...block.slides, { image: 'https://example.com/new.jpg' }] } };
    docs['treatments/botox'] = { ...docs['treatments/botox'], image: 'https://example.com/botox.jpg' };
    const found = check(docs, 'alt-text');
    expect(found.map((f) => [f.page, f.fix?.field, f.fix?.href])).toEqual([
      ['/injectables/botox', 'image', '/admin/edit/injectables/botox?entity=treatment&id=botox&field=image'],
      ['/', 'block.slides.3.alt', '/admin/edit/?entity=section&id=hero&field=block.slides.3.alt'],
    ]);
  });

  it('finds pictures without alt text inside rich text', () => {
    const docs = demoContent();
    docs['treatments/botox'] = { ...docs['treatments/botox'], longDescription: '<p>Before <img src="/a.jpg"> and after <img src="/b.jpg" alt="Smooth forehead"></p>' };
    expect(check(docs, 'alt-text').map((f) => [f.problem, f.fix?.field])).toEqual([['A picture without alt text in Treatment “Botox & Neurotoxins”, Long Description', 'longDescription']]);
  });

  it('finds links without a name in rich text, and a custom section’s button without a label', () => {
    const docs = withCustomSection([
      { type: 'html', content: '<p>Read <a href="/prices"></a> or <a href="/about"><img src="/x.jpg" alt="Our story"></a></p>' },
      { type: 'button', content: '   ', href: 'https://book.example.com' },
      { type: 'link', content: 'Prices', href: '/prices' },
    ]);
    expect(check(docs, 'link-names').map((f) => [f.problem, f.fix?.href])).toEqual([
      ['A link without words in Section “Spring”, Elements 1', '/admin/dashboard/section-creator?open=spring&element=e0&field=content'],
      ['A button without a label in Section “Spring”, Elements 2', '/admin/dashboard/section-creator?open=spring&element=e1&field=content'],
    ]);
  });

  it('finds headings that skip a level on their page, an h1 counting as the h2 the site renders', () => {
    const skipped = withCustomSection([{ type: 'html', content: '<h1>Spring</h1><p>New.</p><h4>Peels</h4>' }]);
    expect(check(skipped, 'heading-order').map((f) => f.problem)).toEqual(['A level 4 heading follows level 2 in Section “Spring”, Elements 1: use level 3']);
    // A custom section sits under the page's h1: an h3 first skips the h2.
    expect(check(withCustomSection([{ type: 'html', content: '<h3>Peels</h3>' }]), 'heading-order')).toHaveLength(1);
    expect(check(withCustomSection([{ type: 'html', content: '<h2>Spring</h2><h3>Peels</h3><h2>Lasers</h2>' }]), 'heading-order')).toEqual([]);
    // Rich text sits under its title's h2.
    const docs = demoContent();
    docs['treatments/botox'] = { ...docs['treatments/botox'], longDescription: '<h4>Results</h4><p>Soon.</p>' };
    expect(check(docs, 'heading-order').map((f) => [f.page, f.fix?.field])).toEqual([['/injectables/botox', 'longDescription']]);
    // A category's introduction is under its page's h1.
    const intro = demoContent();
    intro['categories/laser'] = { ...intro['categories/laser'], intro: '<h3>Why laser</h3><p>Smooth.</p>' };
    expect(check(intro, 'heading-order').map((f) => [f.page, f.fix?.field])).toEqual([['/laser', 'intro']]);
  });

  it('finds text and buttons whose style is below AA contrast on the page, and passes the rest', () => {
    const docs = withCustomSection([
      { type: 'button', content: 'Book', href: 'https://book.example.com', style: 'gold' },
      { type: 'button', content: 'Call', href: '/contact', style: 'primary' },
      { type: 'text', content: 'Hello', style: 'small-caption' },
      { type: 'link', content: 'Prices', href: '/prices' },
    ]);
    expect(check(docs, 'contrast').map((f) => [f.problem, f.fix?.href])).toEqual([
      ['A button in the style “Gold” has a contrast of 3.1:1 (AA needs 4.5:1) in Section “Spring”, Elements 1', '/admin/dashboard/section-creator?open=spring&element=e0&field=style'],
    ]);
  });

  it('measures contrast as WCAG does, with opacity and large text', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(lookContrast('text-white bg-black').ratio).toBeCloseTo(21, 5);
    // Faint text over the page's ivory, and the lower bar for 24 px text.
    expect(lookContrast('text-espresso/30')).toMatchObject({ needed: 4.5 });
    expect(lookContrast('text-espresso/30').ratio).toBeLessThan(3);
    expect(lookContrast('text-2xl text-gold')).toMatchObject({ needed: 3 });
    expect(lookContrast('text-xl font-bold text-gold').needed).toBe(3);
    // 18 px bold is under the 18.7 px (14 pt) of large text.
    expect(lookContrast('text-lg font-medium text-gold').needed).toBe(4.5);
  });

  it('uses the site’s own theme colours', () => {
    const css = readFileSync('src/theme.css', 'utf8');
    for (const [name, hex] of Object.entries(COLOURS)) {
      const declared = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1];
      if (declared) expect({ name, hex: declared.toLowerCase() }).toEqual({ name, hex });
    }
    expect(css).toMatch(/--color-espresso:/);
  });

  it('finds testimonials shown without a results note, and none when there are no testimonials', () => {
    const docs = demoContent();
    docs['settings/page-texts'] = { ...docs['settings/page-texts'], testimonials: { note: '' } };
    expect(check(docs, 'results-note').map((f) => [f.page, f.fix?.href])).toEqual([['/', '/admin/edit/?entity=page-texts&field=testimonials.note']]);
    for (const path of Object.keys(docs)) if (path.startsWith('testimonials/')) delete docs[path];
    expect(check(docs, 'results-note')).toEqual([]);
    // Page texts stored before the note read its default, as the site does.
    const older = demoContent();
    delete (older['settings/page-texts'] as { testimonials?: unknown }).testimonials;
    expect(check(older, 'results-note')).toEqual([]);
  });

  it('finds before-and-after consent that runs out within 30 days, and none for results already off the site', () => {
    const docs = demoContent();
    docs['gallery/peel-even-tone'] = { ...docs['gallery/peel-even-tone'], consentExpires: '2026-12-27' };
    docs['gallery/lips-one-syringe'] = { ...docs['gallery/lips-one-syringe'], consentExpires: '2026-12-28' };
    docs['gallery/gone'] = { ...docs['gallery/peel-even-tone'], caption: 'Withdrawn', consentExpires: '2026-12-01', consentWithdrawn: true };
    docs['gallery/past'] = { ...docs['gallery/peel-even-tone'], caption: 'Past', consentExpires: '2026-11-26' };
    const found = check(docs, 'consent-expiry');
    expect(found.map((f) => [f.problem, f.page, f.fix?.field, f.fix?.href])).toEqual([
      [
        'Before & After Entry “Four weeks after a series of three peels”: consent runs out on Dec 27, 2026; its photos leave the site the day after',
        '/gallery',
        'consentExpires',
        '/admin/edit/gallery?entity=gallery-entry&id=peel-even-tone&field=consentExpires',
      ],
    ]);
  });

  it('finds before-and-after photos that are public library pictures, and none that are private or the demo’s own', () => {
    const docs = demoContent();
    const upload = (folder: string, name: string) => `https://firebasestorage.googleapis.com/v0/b/spa/o/${folder}%2F${name}?alt=media&token=t`;
    const record = (folder: string, name: string, extra: DocData = {}) => ({ url: upload(folder, name), name, type: 'image/webp', size: 1, createdAt: '2026-11-01T09:00:00.000Z', alt: name, ...extra });
    docs['images/public-one'] = record('uploads', '1767225600000-public.webp');
    docs['images/private-one'] = record('private', '1767225600001-private.webp', { private: true });
    docs['gallery/peel-even-tone'] = { ...docs['gallery/peel-even-tone'], before: upload('private', '1767225600001-private.webp'), after: upload('uploads', '1767225600000-public.webp') };
    // The same public picture in a field that holds no private photos is fine.
    docs['treatments/botox'] = { ...docs['treatments/botox'], image: upload('uploads', '1767225600000-public.webp') };
    const found = check(docs, 'public-photos');
    expect(found.map((f) => [f.problem, f.page, f.fix?.field, f.fix?.href])).toEqual([
      [
        'Before & After Entry “Four weeks after a series of three peels”, After photo: a public library picture, which anyone who has its address can open even after consent ends; upload the photo again from this field to keep it private',
        '/gallery',
        'after',
        '/admin/edit/gallery?entity=gallery-entry&id=peel-even-tone&field=after',
      ],
    ]);
  });

  it('asks every booking address once, and lists the places of those that do not answer', async () => {
    const docs = demoContent();
    docs['treatments/botox'] = { ...docs['treatments/botox'], bookingUrl: 'https://down.example.com/botox' };
    docs['treatments/dermal-fillers'] = { ...docs['treatments/dermal-fillers'], bookingUrl: 'https://down.example.com/botox' };
    docs['settings/business-info'] = { ...docs['settings/business-info'], bookingUrl: 'https://book.example.com' };
    const links = linksToCheck({ snapshot: wholeSite(docs), today: TODAY });
    const asked: string[] = [];
    const found = await unansweredLinks(links, async (url) => {
      asked.push(url);
      return !url.includes('down.example.com');
    });
    expect(asked.filter((u) => u.includes('down.example.com'))).toEqual(['https://down.example.com/botox']);
    expect(asked).toContain('https://book.example.com');
    expect(found.map((f) => [f.page, f.fix?.field])).toEqual([
      ['/injectables/botox', 'bookingUrl'],
      ['/injectables/dermal-fillers', 'bookingUrl'],
    ]);
  });

  it('counts a network error or no answer in time as not answering, and any response as answering', async () => {
    const opaque = (async () => new Response(null)) as unknown as typeof fetch;
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as unknown as typeof fetch;
    expect(await answers('https://book.example.com', 50, opaque)).toBe(true);
    expect(await answers('https://book.example.com', 50, failing)).toBe(false);
    expect(await answers('https://book.example.com', 50, hanging)).toBe(false);
  });

  it('reads pictures, links and headings out of HTML', () => {
    expect(picturesWithoutAlt('<img src="a"><img alt="" src="b"><img alt=x src="c"><IMG SRC="d" ALT="D">')).toBe(2);
    expect(linksWithoutName('<a href="/a">A</a><a href="/b"> &nbsp; </a><a href="/c" aria-label="C"></a>')).toBe(1);
    expect(headingLevels('<h1>a</h1><p>b</p><h3 class="x">c</h3></h3>')).toEqual([2, 3]);
  });

  it('names the first findings of a save and counts the rest', () => {
    const finding = (problem: string) => ({ rule: 'alt-text', problem, page: '/', source: null, fix: null });
    expect(findingsMessage([finding('A')])).toBe('Saved, with one thing to fix before it goes live: A.');
    expect(findingsMessage(['A', 'B', 'C', 'D', 'E'].map(finding))).toBe('Saved, with 5 things to fix before it goes live: A; B; C; and 2 more.');
  });
});
