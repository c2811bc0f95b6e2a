// What a rich-text value is, without a DOM: HTML written in the admin's editor, or plain text stored before a field
// became rich text. A value with no tag is plain text and stays plain text everywhere (so content stored earlier
// needs no migration); a value with a tag is HTML, which the site renders through the one sanitizer profile
// (src/blocks/elements/sanitize-html.ts). Pure string functions: the site, the admin, the page function and the
// schemas may all use them. Every page loads them (its search description uses plainText): keep them small; what
// only the admin needs is beside the editor (src/admin/widgets/editor-html.ts).

/** An opening, closing or self-closing tag (`<p>`, `</strong>`, `<br/>`, `<a href="…">`) or a comment. */
const TAG = /<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>|<!--/;

/** Whether `value` holds HTML: at least one tag. Plain text such as "5 < 10" or "<3" has none. */
export function hasMarkup(value: string): boolean {
  return TAG.test(value);
}

/**
 * The text a reader sees in a rich-text value, for places that show only text (search descriptions, structured
 * data, the admin's lists, a card with room for a line): tags dropped (with the content of scripts, styles and the
 * like), each paragraph, heading, list item or line break on a line of its own, character references decoded, blank
 * space collapsed. Plain text (no tag) comes back exactly as stored. The result is text, never markup: render it as
 * text. (Small on purpose: every page's search description uses it.)
 */
export function plainText(value: string): string {
  if (!hasMarkup(value)) return value;
  return (
    value
      .replace(/<!--[\s\S]*?(?:-->|$)|<(script|style|template|textarea|title|iframe|noscript|object|svg|math)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, '')
      // In HTML a line break in the source is a space; only the elements below end a line.
      .replace(/\s+/g, ' ')
      .replace(/<(?:br|\/?(?:p|div|h[1-6]|ul|ol|li|blockquote|hr|pre|table|tr|dl|dt|dd|figure|figcaption))\b[^>]*>/gi, '\n')
      .replace(/<\/?[a-z][^>]*>/gi, '')
      .replace(/&(#\d{1,7}|#x[\da-f]{1,6}|[a-z]{2,6});/gi, decode)
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n')
  );
}

/** The references the editor writes (&amp; &lt; &gt; &nbsp;), quotes and dashes, and numeric ones; others stay. */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', ndash: '–', mdash: '—', hellip: '…' };

export function decode(whole: string, ref: string): string {
  if (ref[0] !== '#') return NAMED[ref] ?? whole;
  const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
  return code > 0 && code < 0x110000 && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
}
