#!/usr/bin/env node
// npm test: typecheck, lint, import cycles, unit and integration tests (with the Auth emulator), then browser
// tests in Debian's Chromium. Installs Chromium with apt-get when it is missing and we are root.
import { execSync, spawnSync } from 'node:child_process';
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

ensureChromium();
run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
// One pass over the whole import graph (type-only and dynamic imports count): cheaper here than as a unit test.
run('import cycles', 'npm', ['run', '-s', 'cycles']);
// Unit, integration and contract tests, with the Firebase Auth emulator running for the sign-in tests and,
// where Java and the emulator jar are present, the Firestore emulator for the rules and contract suites.
const FIRESTORE_PORT = Number(process.env.TEST_FIRESTORE_PORT ?? 8180);
const missing = firestoreEmulatorMissing();
let stopFirestore = () => undefined;
if (missing) {
  console.log(`\nThe Firestore emulator cannot start here: ${missing}. Its suites will print SKIPPED.`);
} else {
  stopFirestore = await startFirestoreEmulator(FIRESTORE_PORT);
  console.log(`\nFirestore emulator listening on 127.0.0.1:${FIRESTORE_PORT}.`);
}
run(
  `unit, integration and backend contract tests (Auth emulator${missing ? '' : ', Firestore emulator'})`,
  'npx',
  ['firebase', 'emulators:exec', '--only', 'auth', '--project', 'demo-medspa', '--log-verbosity', 'QUIET', 'npx vitest run'],
  missing ? {} : { FIRESTORE_EMULATOR_HOST: `127.0.0.1:${FIRESTORE_PORT}` },
);
stopFirestore();
run('browser tests (Chromium)', 'npx', ['vitest', 'run', '-c', 'vitest.e2e.config.ts']);
