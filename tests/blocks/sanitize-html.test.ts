// @vitest-environment jsdom
// The one sanitizer profile for HTML elements: text structure, links and pictures stay; everything that can run,
// submit, embed or restyle goes.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/blocks/elements/sanitize-html';

const dom = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = sanitizeHtml(html);
  return div;
};

describe('the HTML sanitizer', () => {
  it('keeps headings, paragraphs, lists, emphasis, quotes, rules and line breaks', () => {
    const html = '<h2>Title</h2><h3>Sub</h3><p>One<br>two <strong>bold</strong> <em>soft</em> <u>under</u> <s>gone</s></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>Quote</blockquote><hr>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('turns an h1 into an h2, since the page has its own h1', () => {
    expect(sanitizeHtml('<h1>Big <em>news</em></h1>')).toBe('<h2>Big <em>news</em></h2>');
  });

  it('drops scripts, styles, forms, inputs, buttons, frames, objects, classes and event handlers', () => {
    const out = dom(
      '<script>alert(1)</script><style>p{}</style><form action="/x"><input name="a"><button>Go</button><select><option>1</option></select><textarea>t</textarea></form>' +
        '<iframe src="https://example.com"></iframe><object data="x"></object><embed src="x"><p style="color:red" class="big" onclick="alert(1)" data-x="1" aria-label="x">Text</p>',
    );
    for (const selector of ['script', 'style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'object', 'embed', '[style]', '[class]', '[onclick]', '[data-x]', '[aria-label]']) {
      expect(out.querySelector(selector), selector).toBeNull();
    }
    expect(out.querySelector('p')?.textContent).toBe('Text');
  });

  it('keeps http(s), site, e-mail and phone links; outside links open in a new tab without handing over this page', () => {
    const out = dom('<a href="https://example.com/a">Out</a><a href="/prices">In</a><a href="javascript:alert(1)">Bad</a><a href="//evil.com">Proto</a><a href="mailto:hello@lumiere.example">Mail</a><a href="tel:+14805550142">Call</a><a href="data:text/html,x">Data</a>');
    const [outside, inside, bad, proto, mail, call, data] = [...out.querySelectorAll('a')];
    expect(outside?.getAttribute('href')).toBe('https://example.com/a');
    expect(outside?.getAttribute('target')).toBe('_blank');
    expect(outside?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(inside?.getAttribute('href')).toBe('/prices');
    expect(inside?.hasAttribute('target')).toBe(false);
    expect(mail?.getAttribute('href')).toBe('mailto:hello@lumiere.example');
    expect(call?.getAttribute('href')).toBe('tel:+14805550142');
    for (const a of [mail, call]) expect(a?.hasAttribute('target')).toBe(false);
    for (const a of [bad, proto, data]) expect(a?.hasAttribute('href')).toBe(false);
  });

  it('keeps pictures from http(s) addresses and site paths only, each with an alt text and loading lazily', () => {
    const out = dom('<img src="/demo/logo.svg"><img src="https://cdn.example.com/a.jpg" alt="A room"><img src="data:image/png;base64,AAAA"><img src="javascript:alert(1)"><img>');
    const imgs = [...out.querySelectorAll('img')];
    expect(imgs.map((i) => i.getAttribute('src'))).toEqual(['/demo/logo.svg', 'https://cdn.example.com/a.jpg']);
    expect(imgs.map((i) => i.getAttribute('alt'))).toEqual(['', 'A room']);
    expect(imgs.every((i) => i.getAttribute('loading') === 'lazy')).toBe(true);
  });
});
