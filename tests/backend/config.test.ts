import { describe, expect, it } from 'vitest';
import { readConfig } from '@/lib/read-config';

describe('the configuration read at start-up', () => {
  it('uses the local backend and the demo owner when nothing is set', () => {
    const config = readConfig({});
    expect(config.backend).toBe('local');
    expect(config.adminEmail).toBe('owner@lumieremedspa.com');
    expect(config.contactForm.endpoint).toBe('https://api.web3forms.com/submit');
  });

  it('refuses a wrong setting with a message that names the variable', () => {
    expect(() => readConfig({ VITE_BACKEND: 'postgres' })).toThrow(/VITE_BACKEND must be "local" or "firebase"/);
    expect(() => readConfig({ VITE_ADMIN_EMAIL: 'not an email' })).toThrow(/VITE_ADMIN_EMAIL must be an e-mail address/);
    expect(() => readConfig({ VITE_CONTACT_FORM_ENDPOINT: 'http://insecure.example/submit' })).toThrow(/VITE_CONTACT_FORM_ENDPOINT must be an https:\/\/ address/);
    expect(() => readConfig({ VITE_FIRESTORE_EMULATOR_HOST: 'localhost' })).toThrow(/VITE_FIRESTORE_EMULATOR_HOST must be host:port/);
    expect(() => readConfig({ VITE_TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow(/VITE_TIME_ZONE must be a time zone name/);
  });

  it('dates offers and holiday hours in the spa’s time zone, Scottsdale’s unless told otherwise', () => {
    expect(readConfig({}).timeZone).toBe('America/Phoenix');
    expect(readConfig({ VITE_TIME_ZONE: 'America/New_York' }).timeZone).toBe('America/New_York');
  });

  it('refuses the Firebase backend without the project settings it needs', () => {
    expect(() => readConfig({ VITE_BACKEND: 'firebase' })).toThrow(/needs VITE_FIREBASE_PROJECT_ID/);
    expect(readConfig({ VITE_BACKEND: 'firebase', VITE_FIREBASE_PROJECT_ID: 'p', VITE_FIREBASE_API_KEY: 'k' }).backend).toBe('firebase');
  });
});
