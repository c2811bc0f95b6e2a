// The admin sign-in in a real browser on the Firebase build, against the Firebase Auth emulator (which runs
// offline). The site is built with VITE_BACKEND=firebase into its own folder and served on its own port.
// Firestore is not running here, so after sign-in only the URL and the sidebar are checked.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from './browser';

const OUT_DIR = 'dist-firebase-e2e';
const PORT = process.env.E2E_FIREBASE_PORT ?? '4197';
const BASE = `http://127.0.0.1:${PORT}`;
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const PROJECT = 'demo-medspa';
// An owner address of its own, so this test never changes the password of another suite's account.
const OWNER = 'owner-browser-check@lumieremedspa.com';
const PASSWORD = 'browser-check-password';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const started: ChildProcess[] = [];
let browser: Browser | undefined;

async function waitFor(test: () => Promise<boolean>, what: string, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await test().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000}s`);
}

const authEmulatorUp = async () => (await (await fetch(`http://${AUTH_HOST}/`)).text()).includes('authEmulator');

/** Start a detached process group of our own, stopped in afterAll. */
function startDetached(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(command, args, { stdio: 'ignore', detached: true, env });
  started.push(child);
  return child;
}

async function ensureOwnerAccount() {
  const api = `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts`;
  const body = JSON.stringify({ email: OWNER, password: PASSWORD, returnSecureToken: true });
  const signUp = await fetch(`${api}:signUp?key=demo-key`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  if (signUp.ok) return;
  const signIn = await fetch(`${api}:signInWithPassword?key=demo-key`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  if (!signIn.ok) throw new Error(`Could not create or sign in ${OWNER} in the Auth emulator`);
}

const canRun = existsSync(chromium);
if (!canRun) console.log(`SKIPPED: Firebase sign-in browser check (Chromium is missing at ${chromium}).`);

describe.skipIf(!canRun)('the admin sign-in on the Firebase build, against the Auth emulator', () => {
  beforeAll(async () => {
    // Reuse a running Auth emulator (npm test's or a developer's); otherwise start one just for this file.
    if (!(await authEmulatorUp().catch(() => false))) {
      if (process.env.FIREBASE_AUTH_EMULATOR_HOST) throw new Error(`No Auth emulator answers at ${AUTH_HOST}`);
      startDetached('npx', ['firebase', 'emulators:start', '--only', 'auth', '--project', PROJECT, '--log-verbosity', 'QUIET']);
      await waitFor(authEmulatorUp, 'The Auth emulator', 100000);
    }
    await ensureOwnerAccount();

    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', OUT_DIR], {
      stdio: 'inherit',
      env: {
        ...process.env,
        VITE_BACKEND: 'firebase',
        VITE_ADMIN_EMAIL: OWNER,
        VITE_FIREBASE_API_KEY: 'demo-key',
        VITE_FIREBASE_PROJECT_ID: PROJECT,
        VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com`,
        VITE_FIREBASE_AUTH_EMULATOR_HOST: AUTH_HOST,
      },
    });
    // The preview sends the production headers; told of the emulator, its policy lets the build connect to it.
    startDetached('npx', ['vite', 'preview', '--port', PORT, '--strictPort', '--host', '127.0.0.1', '--outDir', OUT_DIR], { ...process.env, VITE_FIREBASE_AUTH_EMULATOR_HOST: AUTH_HOST });
    await waitFor(async () => (await fetch(`${BASE}/`)).ok, 'The preview server', 30000);
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
    for (const child of started) if (child.pid) process.kill(-child.pid, 'SIGTERM');
  });

  it('shows "Invalid credentials" for a wrong password and reaches the dashboard with the right one', async () => {
    const context = await browser!.newContext({ baseURL: BASE });
    // Only the site and the emulator are reachable; Firestore (not running here) fails fast instead of hanging.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto('/admin');
    const password = page.getByLabel('Password');
    const signIn = page.getByRole('button', { name: 'Sign In' });
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(OWNER);

    await password.fill('not-the-password');
    await expect.poll(() => signIn.isEnabled()).toBe(true);
    await signIn.click();
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 15000 }).toBe('Invalid credentials. Please try again.');
    expect(page.url()).toBe(`${BASE}/admin`);

    await password.fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/admin\/dashboard/, { timeout: 15000 });
    await expect.poll(() => page.getByRole('link', { name: 'Business Hours' }).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Logout' }).first().isVisible()).toBe(true);
    await context.close();
  });
});
