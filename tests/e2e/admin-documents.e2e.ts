import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newContext, signIn } from './browser';
import { expectMessage, failWith, readDoc, trackErrors } from './admin-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the generated settings pages', () => {
  it('saves the welcome section and business info, and switches maintenance mode the moment it is toggled', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await signIn(page);

    await page.getByRole('link', { name: 'Welcome Section' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome Section' }).waitFor();
    const heading = page.getByLabel('Heading', { exact: true });
    await expect.poll(() => heading.inputValue()).toBe('Welcome to Lumière Med Spa');
    await heading.fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Heading is required', { exact: true }).waitFor();
    await heading.fill('Radiance, Refined');
    await failWith(page, 'write:settings/welcome-content');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectMessage(page, 'Error updating welcome content', 'alert');
    expect(await heading.inputValue()).toBe('Radiance, Refined');
    await failWith(page, null);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectMessage(page, 'Welcome content updated successfully!', 'status');
    expect(await readDoc(page, 'settings/welcome-content')).toMatchObject({ heading: 'Radiance, Refined', subheading: 'Where medical expertise meets the art of quiet luxury' });

    await page.getByRole('link', { name: 'Business Info' }).click();
    await page.getByRole('heading', { level: 1, name: 'Business Info' }).waitFor();
    await expect.poll(() => page.getByLabel('Business Name').inputValue()).toBe('Lumière Med Spa');
    expect(await page.getByLabel('Logo', { exact: true }).inputValue()).toMatch(/^\/demo\//);
    // The hero's pictures are the Hero section's slides now, edited in Manage Sections.
    expect(await page.getByLabel(/^Hero Image/).count()).toBe(0);
    const toggle = page.getByRole('switch', { name: 'Maintenance Mode' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expectMessage(page, 'Business information updated successfully!', 'status');
    await expect.poll(async () => (await readDoc(page, 'settings/business-info'))?.maintenanceMode).toBe(true);

    await failWith(page, 'write:settings/business-info');
    await toggle.click();
    await expectMessage(page, 'Error updating maintenance mode', 'alert');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    expect((await readDoc(page, 'settings/business-info'))?.maintenanceMode).toBe(true);
    await page.getByLabel('Business Name').fill('Lumière Aesthetics');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectMessage(page, 'Error updating business information', 'alert');
    await failWith(page, null);
    await toggle.click();
    await expect.poll(async () => (await readDoc(page, 'settings/business-info'))?.maintenanceMode).toBe(false);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectMessage(page, 'Business information updated successfully!', 'status');
    // A merge write: the location the form does not show is kept.
    expect(await readDoc(page, 'settings/business-info')).toMatchObject({ name: 'Lumière Aesthetics', maintenanceMode: false, location: { latitude: 33.5012, longitude: -111.9268 } });

    await failWith(page, 'read:settings/welcome-content');
    await page.getByRole('link', { name: 'Welcome Section' }).click();
    await expectMessage(page, 'Error loading welcome content', 'alert');
    await failWith(page, null);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('edits business hours with closed days and contact information with the right input types', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page);

    await page.getByRole('link', { name: 'Business Hours' }).click();
    await page.getByRole('heading', { level: 1, name: 'Business Hours' }).waitFor();
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    // One block per weekday; holiday dates have a page of their own.
    await expect.poll(() => page.locator('main fieldset > legend').allInnerTexts()).toEqual(days);
    const monday = page.getByRole('group', { name: 'Monday' });
    await expect.poll(() => monday.getByLabel('Closed').isChecked()).toBe(true);
    expect(await monday.getByLabel('Opening Time').isDisabled()).toBe(true);
    expect(await monday.getByLabel('Closing Time').isDisabled()).toBe(true);
    expect(await monday.getByLabel('Opening Time').getAttribute('type')).toBe('time');
    await monday.getByLabel('Closed').uncheck();
    expect(await monday.getByLabel('Opening Time').isEnabled()).toBe(true);
    await monday.getByLabel('Opening Time').fill('10:30');
    await monday.getByLabel('Closing Time').fill('16:00');
    await page.getByRole('group', { name: 'Saturday' }).getByLabel('Closed').check();

    await failWith(page, 'write:settings');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectMessage(page, 'Error updating business hours', 'alert');
    expect(await monday.getByLabel('Opening Time').inputValue()).toBe('10:30');
    await failWith(page, null);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectMessage(page, 'Business hours updated successfully!', 'status');
    const hours = await readDoc(page, 'settings/business-hours');
    expect(hours?.monday).toEqual({ isClosed: false, open: '10:30', close: '16:00' });
    expect(hours?.saturday).toEqual({ isClosed: true, open: '09:00', close: '18:00' });

    await page.getByRole('link', { name: 'Contact Info' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact Information' }).waitFor();
    const types: Record<string, string> = { 'Phone Number': 'tel', Email: 'email', Street: 'text', Suite: 'text', City: 'text', State: 'text', 'ZIP Code': 'text', 'Facebook URL': 'url', 'Instagram URL': 'url' };
    for (const [label, type] of Object.entries(types)) expect(await page.getByLabel(label, { exact: true }).getAttribute('type'), label).toBe(type);
    expect(await page.getByRole('group', { name: 'Address' }).isVisible()).toBe(true);
    expect(await page.getByRole('group', { name: 'Social Media' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Scottsdale');
    await page.getByLabel('Phone Number').fill('call me');
    await page.getByLabel('Suite').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Phone Number may contain only digits, spaces, +, - and parentheses').waitFor();
    await page.getByLabel('Phone Number').fill('(480) 555-0199');
    await failWith(page, 'write:settings/contact-info');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectMessage(page, 'Error updating contact information', 'alert');
    await failWith(page, null);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectMessage(page, 'Contact information updated successfully!', 'status');
    const contact = await readDoc(page, 'settings/contact-info');
    expect(contact).toMatchObject({ phone: '(480) 555-0199', address: { city: 'Scottsdale', zip: '85251' } });
    // An optional field left empty is removed rather than stored as "".
    expect(contact?.address).not.toHaveProperty('suite');

    await failWith(page, 'read:settings/contact-info');
    await page.reload();
    await expectMessage(page, 'Error loading contact information', 'alert');
    await failWith(page, 'read:settings/business-hours');
    await page.getByRole('link', { name: 'Business Hours' }).click();
    await expectMessage(page, 'Error loading business hours', 'alert');
    await failWith(page, null);
    await context.close();
  });
});
