// @vitest-environment jsdom
// The editor's plain formatting (tags without attributes) renders as React elements, the same markup the
// sanitizer's profile would give, without loading the sanitizer; anything else is left to the sanitizer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { cleanup, render, waitFor } from '@testing-library/react';
import { plainFormatting } from '@/blocks/ui/simple-html';
import { RichText } from '@/blocks/ui/rich-text';

const sanitizer = vi.hoisted(() => ({ loaded: false }));
vi.mock('@/blocks/elements/sanitize-html', async (importOriginal) => {
  sanitizer.loaded = true;
  return importOriginal();
});

afterEach(cleanup);

const PLAIN = [
  '<p>Ask about <strong>our packages</strong> and <em>seasonal</em> offers.</p>',
  '<h2>Why us</h2>\n<ul>\n  <li>Board-certified <b>injectors</b></li>\n  <li>Calm <i>suites</i></li>\n</ul>\n<ol><li>One</li><li>Two</li></ol>',
  '<blockquote><p>Best visit ever.</p></blockquote><p>Line one<br>line two<br/>line three</p><hr><p><u>u</u> <s>s</s></p><p></p>',
  '<p>5 &lt; 10 &amp;&amp; 10 &gt; 5, &quot;quoted&quot; &#8212; &#x2014; &ldquo;caf&#233;&rdquo;&nbsp;au lait</p>',
];

describe('plain formatting', () => {
  it('renders as the same markup the sanitizer gives, without loading the sanitizer', async () => {
    const html: string[] = [];
    for (const value of PLAIN) {
      const { container } = render(
        <Suspense fallback={null}>
          <RichText value={value} />
        </Suspense>,
      );
      await waitFor(() => expect(container.querySelector('.rich-text')).not.toBeNull());
      html.push(container.querySelector('.rich-text')!.innerHTML);
    }
    expect(sanitizer.loaded).toBe(false);
    const { sanitizeHtml } = await import('@/blocks/elements/sanitize-html');
    // Line breaks between blocks are the source's, no text of the page: the rest is the same, tag for tag.
    const same = (markup: string) => markup.replace(/>\s+</g, '><').replace(/\s+$/, '');
    PLAIN.forEach((value, i) => expect(same(html[i]!)).toBe(same(sanitizeHtml(value))));
  });

  it('keeps text as text: escaped markup in it stays words on the page, never an element', () => {
    const { container } = render(<div>{plainFormatting('<p>&lt;script&gt;window.__pwned = 1&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;</p>')}</div>);
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.textContent).toBe('<script>window.__pwned = 1</script> <img src=x onerror=alert(1)>');
  });

  it('leaves to the sanitizer every tag with an attribute, any other tag, comments, and tags that do not nest', () => {
    for (const value of [
      '<p class="x">Styled</p>',
      '<p><a href="https://example.com">A link</a></p>',
      '<p>Hi<img src="/x.png"></p>',
      '<p>Run<script>window.__pwned = 1</script></p>',
      '<p onclick="window.__pwned = 1">Click</p>',
      '<!-- note --><p>After a comment</p>',
      '<div>Not the editor’s</div>',
      '<p><strong>Crossed</p></strong>',
      '<p>Never closed',
      '<p>Closed twice</p></p>',
      '</br>',
      '<p>5 < 10</p>',
      '<p/>',
      '<p>caf&eacute;</p>',
    ]) {
      expect({ value, plain: plainFormatting(value) }).toEqual({ value, plain: null });
    }
  });
});
