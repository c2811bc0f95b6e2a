#!/usr/bin/env node
// npm test: typecheck, lint, import cycles, unit and integration tests (with the Auth emulator), then browser
// tests in Debian's Chromium. Installs Chromium with apt-get when it is missing and we are root.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { firestoreEmulatorMissing, startFirestoreEmulator } from './firestore-emulator.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`--- ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
}

/**
 * Runs checks side by side (each mostly one core), then prints each one's output whole, in the order given, and
 * exits with the first failure's status once all have finished.
 */
async function runTogether(checks) {
  const started = Date.now();
  const results = await Promise.all(
    checks.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => resolve({ title, status, output: Buffer.concat(output).toString(), seconds: (Date.now() - started) / 1000 }));
        }),
    ),
  );
  for (const { title, status, output, seconds } of results) {
    console.log(`\n=== ${title} ===`);
    if (output) process.stdout.write(output);
    console.log(`--- ${title}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)}s`);
  }
  const failed = results.find((r) => r.status !== 0);
  if (failed) process.exit(failed.status ?? 1);
}

ensureChromium();
// The Firestore emulator for the unit tests starts (a JVM, mostly waiting) while the static checks run.
const FIRESTORE_PORT = Number(process.env.TEST_FIRESTORE_PORT ?? 8180);
const missing = firestoreEmulatorMissing();
const firestoreStarting = missing ? Promise.resolve(() => undefined) : startFirestoreEmulator(FIRESTORE_PORT);
// Observed below; a failed check exits first, and the emulator stops with this process.
firestoreStarting.catch(() => undefined);
// The three static checks at once: on two cores that saves the shortest two's time.
await runTogether([
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  // One pass over the whole import graph (type-only and dynamic imports count): cheaper here than as a unit test.
  ['import cycles', 'npm', ['run', '-s', 'cycles']],
]);
// Unit, integration and contract tests, with the Firebase Auth emulator running for the sign-in tests and,
// where Java and the emulator jar are present, the Firestore emulator for the rules and contract suites.
const stopFirestore = await firestoreStarting;
if (missing) console.log(`\nThe Firestore emulator cannot start here: ${missing}. Its suites will print SKIPPED.`);
else console.log(`\nFirestore emulator listening on 127.0.0.1:${FIRESTORE_PORT}.`);
run(
  `unit, integration and backend contract tests (Auth emulator${missing ? '' : ', Firestore emulator'})`,
  'npx',
  ['firebase', 'emulators:exec', '--only', 'auth', '--project', 'demo-medspa', '--log-verbosity', 'QUIET', 'npx vitest run'],
  missing ? {} : { FIRESTORE_EMULATOR_HOST: `127.0.0.1:${FIRESTORE_PORT}` },
);
stopFirestore();
run('browser tests (Chromium)', 'npx', ['vitest', 'run', '-c', 'vitest.e2e.config.ts']);
