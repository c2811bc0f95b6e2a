// A custom section's HTML is sanitized while the page is prerendered (with jsdom standing in for the browser), so
// the built page carries it instead of an empty gap the browser fills in later.
import { describe, expect, it } from 'vitest';
import { prerender } from 'react-dom/static';
import { defaultBlock } from '@schemas/blocks/index';
import { RenderBlock } from '@/blocks/registry';
import '@/prerender/render-page';

describe('prerendering an HTML element', () => {
  it('puts the sanitized HTML in the page', async () => {
    const block = defaultBlock('CustomSection', {
      elements: [{ id: '1', type: 'html', order: 0, content: '<h1>Glow</h1><ul><li>Soft</li></ul><script>alert(1)</script><p onclick="x()">Book</p>' }],
    });
    const { prelude } = await prerender(<RenderBlock section={{ id: 'glow', name: 'Glow', block }} />);
    const html = await new Response(prelude).text();
    expect(html).toContain('<div class="rich-text w-full text-espresso/85"><h2>Glow</h2><ul><li>Soft</li></ul><p>Book</p></div>');
    expect(html).not.toContain('script');
    expect(html).not.toContain('onclick');
  });
});
