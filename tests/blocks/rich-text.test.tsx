// @vitest-environment jsdom
// Rich text as a field type: the atoms that store it (HTML, its length counted with the tags), the marker renderers
// read, the site's RichText (plain text exactly as before and without the sanitizer; HTML as formatting, sanitized
// with the one profile), plainText for the places that show only text, and asEditorHtml for the editor.
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import * as z from 'zod/mini';
import { LIMITS, optionalRichText, requiredRichText } from '@schemas/kit/atoms';
import { describeFields } from '@schemas/kit/describe-fields';
import { field } from '@schemas/kit/ui';
import { hasMarkup, plainText } from '@schemas/kit/rich-text';
import { asEditorHtml } from '@/admin/widgets/editor-html';
import { categoryEntity } from '@schemas/collections/category';
import { treatmentEntity } from '@schemas/collections/treatment';
import { welcomeContentEntity } from '@schemas/singletons/welcome-content';
import { StaticContent } from '@/blocks/content';
import { cardColumns } from '@/blocks/collection-list-section';
import { CollectionCard } from '@/blocks/card-view';
import { EntityPreview } from '@/blocks/entity-preview';
import { RichText } from '@/blocks/ui/rich-text';
import { wholeSite } from '../support/published';

// Whether the sanitizer's module (with DOMPurify) has been loaded: plain text must not load it.
const sanitizer = vi.hoisted(() => ({ loaded: false }));
vi.mock('@/blocks/elements/sanitize-html', async (importOriginal) => {
  sanitizer.loaded = true;
  return importOriginal();
});

afterEach(cleanup);

const PAYLOAD = '<p>Ask about <strong>our packages</strong>.</p><ul><li>Botox</li><li>Fillers</li></ul><script>window.__pwned = 1</script><img src="/x.png" onerror="window.__pwned = 2"><p onclick="window.__pwned = 3">Done</p>';

/** What `value` renders as in a container of its own, once the sanitizer (for HTML) has loaded. */
async function rendered(value: string, props: { className?: string; align?: 'center' | 'start' } = {}) {
  const { container } = render(
    <Suspense fallback={<p>loading</p>}>
      <div data-testid="box">
        <RichText value={value} {...props} />
      </div>
    </Suspense>,
  );
  await screen.findByTestId('box');
  return container;
}

describe('RichText on the site', () => {
  // First in the file: the sanitizer's module is loaded once, by the first HTML rendered.
  it('renders plain text exactly as the paragraph it always was, newlines and all, without loading the sanitizer', async () => {
    const container = await rendered('Our nurses take their time.\nEvery visit starts with a consultation & a plan <3', { className: 'text-lg text-espresso/85' });
    expect(container.querySelector('[data-testid="box"]')!.innerHTML).toBe('<p class="text-lg text-espresso/85">Our nurses take their time.\nEvery visit starts with a consultation &amp; a plan &lt;3</p>');
    expect(sanitizer.loaded).toBe(false);
  });

  it('renders nothing for an empty value', async () => {
    const container = await rendered('  ');
    expect(container.querySelector('[data-testid="box"]')!.innerHTML).toBe('');
  });

  it('renders HTML as formatting, sanitized with the one profile: no script, handler or event attribute survives', async () => {
    const container = await rendered(PAYLOAD, { className: 'leading-relaxed', align: 'start' });
    const strong = await screen.findByText('our packages');
    expect(strong.tagName).toBe('STRONG');
    expect(sanitizer.loaded).toBe(true);
    const box = container.querySelector('[data-testid="box"] > div')!;
    expect(box.className).toBe('rich-text rich-text-start leading-relaxed');
    expect([...box.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Botox', 'Fillers']);
    for (const selector of ['script', '[onerror]', '[onclick]']) expect(box.querySelector(selector), selector).toBeNull();
    expect(box.innerHTML).not.toContain('__pwned');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('centres lists under centred text unless told the text starts at the left', async () => {
    const container = await rendered('<ul><li>One</li></ul>');
    await screen.findByText('One');
    expect(container.querySelector('[data-testid="box"] > div')!.className).toBe('rich-text');
  });
});

describe('the rich-text atoms', () => {
  it('require text with the field’s own message and count the stored HTML against the limit', () => {
    const schema = requiredRichText(40)('Description');
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Description is required');
    expect(schema.safeParse('   ').error?.issues[0]?.message).toBe('Description is required');
    expect(schema.parse('  <p>Glow <strong>week</strong></p> ')).toBe('<p>Glow <strong>week</strong></p>');
    // 31 characters of text, 48 with its tags: too long, although its words would fit.
    const long = '<p><strong>Thirty-one characters of text</strong></p>';
    expect(plainText(long).length).toBeLessThan(40);
    expect(schema.safeParse(long).error?.issues[0]?.message).toBe('Description must be at most 40 characters, formatting included');
    // Plain text stored before the field was rich text is valid as it is.
    expect(schema.parse('Plain words, as stored before.')).toBe('Plain words, as stored before.');
  });

  it('let an optional one be absent or empty', () => {
    const schema = z.object({ more: optionalRichText(20)('More') });
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ more: '' })).toEqual({ more: '' });
    expect(schema.safeParse({ more: `<p>${'x'.repeat(20)}</p>` }).success).toBe(false);
  });

  it('mark their fields as rich text, edited with the rich-text editor, whatever else the field says', () => {
    const [required, optional] = describeFields(
      z.object({
        story: field(requiredRichText(LIMITS.richLong), { label: 'Our story', column: 'body' }),
        note: field(optionalRichText(LIMITS.richMedium), { label: 'Note' }),
      }),
    );
    expect(required).toMatchObject({ widget: 'richtext', richText: true, required: true, maxLength: LIMITS.richLong, ui: { label: 'Our story', column: 'body', kind: 'richtext' } });
    expect(optional).toMatchObject({ widget: 'richtext', richText: true, required: false, maxLength: LIMITS.richMedium });
    // A plain text box would store its text as HTML the owner never sees formatted: refused when the schema is read.
    expect(() => describeFields(z.object({ story: field(requiredRichText(), { label: 'Story', widget: 'textarea' }) }))).toThrow(
      'Field "story": rich text is edited with the "richtext" widget, not "textarea"',
    );
  });

  it('are the prose visitors read: the welcome description, a category’s introduction and a treatment’s long description', () => {
    const richFields = (schema: Parameters<typeof describeFields>[0]) => describeFields(schema).flatMap((f) => (f.richText ? [f.key] : []));
    expect(richFields(welcomeContentEntity.schema)).toEqual(['description']);
    expect(richFields(categoryEntity.schema)).toEqual(['intro']);
    expect(richFields(treatmentEntity.schema)).toEqual(['longDescription']);
  });
});

describe('plainText', () => {
  it('gives plain text back exactly as stored, also when it holds "<" or "&"', () => {
    for (const text of ['Five < ten & more', 'Line one\n\nLine two', 'I <3 this spa', 'Botox &amp; fillers']) {
      expect(hasMarkup(text)).toBe(false);
      expect(plainText(text)).toBe(text);
    }
  });

  it('reads HTML as its words: a line per paragraph, heading and list item, references decoded, scripts and comments dropped', () => {
    expect(plainText(PAYLOAD)).toBe('Ask about our packages.\nBotox\nFillers\nDone');
    expect(plainText('<h3>Why&nbsp;us</h3><p>Caf&#233; &amp; spa, &#8220;quiet&#x201D; &ndash; it&rsquo;s<br>luxury</p><!-- note -->')).toBe('Why us\nCafé & spa, “quiet” – it’s\nluxury');
    expect(plainText('<p>Soft\n   lines, <em>never</em>\tfrozen</p>')).toBe('Soft lines, never frozen');
    expect(plainText('<p>&lt;script&gt; stays text</p>')).toBe('<script> stays text');
  });
});

describe('asEditorHtml', () => {
  it('opens plain text as paragraphs at its blank lines and line breaks at its single ones, its characters escaped', () => {
    expect(asEditorHtml('First paragraph.\n\nSecond, line one\nline two\r\n\r\n\r\nThird & 5 < 6 > 4')).toBe(
      '<p>First paragraph.</p><p>Second, line one<br>line two</p><p>Third &amp; 5 &lt; 6 &gt; 4</p>',
    );
    expect(asEditorHtml('')).toBe('');
    expect(asEditorHtml('  \n ')).toBe('');
  });

  it('leaves HTML as it is', () => {
    expect(asEditorHtml('<p>Already <em>formatted</em></p>')).toBe('<p>Already <em>formatted</em></p>');
  });
});

describe('where rich-text fields show', () => {
  it('the generic card shows a rich-text column as formatting and a plain one as its paragraph', async () => {
    const columns = cardColumns(categoryEntity);
    render(<CollectionCard columns={columns} item={{ name: 'Lasers', intro: '<p>Smooth skin, <strong>fewer sessions</strong></p>' }} />);
    expect((await screen.findByText('fewer sessions')).tagName).toBe('STRONG');
    cleanup();
    const { container } = render(<CollectionCard columns={columns} item={{ name: 'Lasers', intro: 'Smooth skin, fewer sessions' }} />);
    expect(container.querySelector('article p.leading-relaxed')?.textContent).toBe('Smooth skin, fewer sessions');
  });

  it('the admin’s live preview of a treatment shows its long description as formatting, from the site’s own modal', async () => {
    render(
      <MemoryRouter>
        <StaticContent snapshot={wholeSite()}>
          <Suspense fallback={null}>
            <EntityPreview entity={treatmentEntity} value={{ title: 'Glow Facial', description: 'Short', longDescription: '<p>Layered <em>hydration</em></p><ul><li>Glow</li></ul>', benefits: ['Radiance'] }} />
          </Suspense>
        </StaticContent>
      </MemoryRouter>,
    );
    expect((await screen.findByText('hydration')).tagName).toBe('EM');
    expect(screen.getByText('Glow', { selector: 'li' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('<p>');
  });
});
