import { describe, expect, it } from 'vitest';
import { isSafeUrl } from '@schemas/kit/atoms';
import { contactInfoSchema } from '@schemas/singletons/contact-info';

describe('web addresses the site will link to', () => {
  it('accepts http(s) addresses with a host and paths on this site', () => {
    for (const url of ['https://www.instagram.com/lumiere', 'http://example.com', 'https://a.example:8443/x?y=1#z', '/', '/contact', '/demo/hero-1.jpg']) expect(isSafeUrl(url), url).toBe(true);
  });

  it('refuses anything that leaves the origin by another route or runs script', () => {
    for (const url of ['/\\evil.example/x', '//evil.example/x', 'javascript:alert(1)', 'data:text/html,x', 'JAVASCRIPT:alert(1)', 'https:/evil', 'https://', 'https://ex ample.com', ' /contact', 'ftp://example.com', 'https://exämple.com'])
      expect(isSafeUrl(url), url).toBe(false);
  });

  it('refuses an e-mail that is not one, with the field’s message', () => {
    const base = { phone: '(480) 555-0100', address: { street: '1 Main St', city: 'Scottsdale', state: 'AZ', zip: '85251' }, social: {} };
    expect(contactInfoSchema.safeParse({ ...base, email: 'hello@lumieremedspa.com' }).success).toBe(true);
    expect(contactInfoSchema.safeParse({ ...base, email: 'not an email' }).error?.issues[0]?.message).toBe('Enter a valid email address');
  });
});
