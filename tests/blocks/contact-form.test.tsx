// @vitest-environment jsdom
// The contact form asks for contact details only, says not to include medical details, offers SMS consent as an
// unticked box of its own with the site's wording, and stops typing where the stored enquiry's limits are.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ENQUIRY_LIMITS } from '@schemas/kit/owner-records';
import { ContactForm } from '@/blocks/ui/contact-form';
import { smsConsentText } from '@/blocks/ui/sms-consent';

afterEach(cleanup);

describe('the contact form', () => {
  it('has the enquiry’s fields within its limits, the hint under the message, an unticked SMS box and a hidden trap', () => {
    const { container } = render(<ContactForm privacyHint="Do not include medical details." businessName="Lumière Med Spa" />);
    const max = (label: string) => Number(screen.getByLabelText(label).getAttribute('maxlength'));
    expect([max('Name'), max('Email'), max('Phone (optional)'), max('Message')]).toEqual([ENQUIRY_LIMITS.name, ENQUIRY_LIMITS.email, ENQUIRY_LIMITS.phone, ENQUIRY_LIMITS.message]);
    expect(screen.getByLabelText('Message').getAttribute('aria-describedby')).toBe('contact-hint');
    expect(container.querySelector('#contact-hint')?.textContent).toBe('Do not include medical details.');
    const sms = screen.getByRole('checkbox', { name: smsConsentText('Lumière Med Spa') }) as HTMLInputElement;
    expect(sms.checked).toBe(false);
    expect(sms.required).toBe(false);
    const trap = container.querySelector<HTMLInputElement>('input[name="botcheck"]')!;
    expect(trap.hidden).toBe(true);
    expect([...container.querySelectorAll('input, textarea')].map((i) => i.getAttribute('name'))).toEqual(['name', 'email', 'phone', 'message', 'botcheck', 'sms']);
  });
});
