// Starts the Cloud Firestore emulator for `npm test` without firebase-tools, so the rules tests and the
// Firebase contract suite run on any Java (firebase-tools insists on Java 21 for its own download).
// Looks for the emulator jar in FIRESTORE_EMULATOR_JAR, then in the Google Cloud CLI's Debian package
// (google-cloud-cli-firestore-emulator), then in firebase-tools' download cache.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, openSync, readFileSync, readdirSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';

const GCLOUD_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

function findJar() {
  if (process.env.FIRESTORE_EMULATOR_JAR) return process.env.FIRESTORE_EMULATOR_JAR;
  if (existsSync(GCLOUD_JAR)) return GCLOUD_JAR;
  const cache = process.env.FIREBASE_EMULATORS_PATH ?? join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(cache)) return undefined;
  const jar = readdirSync(cache).filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name)).sort().pop();
  return jar ? join(cache, jar) : undefined;
}

const java = process.env.JAVA ?? 'java';

/** Why the emulator cannot start here, or undefined when it can. */
export function firestoreEmulatorMissing() {
  if (spawnSync(java, ['-version'], { stdio: 'ignore' }).status !== 0) return 'no Java runtime (`java -version` failed)';
  if (!findJar()) return `no Firestore emulator jar (install google-cloud-cli-firestore-emulator, or set FIRESTORE_EMULATOR_JAR)`;
  return undefined;
}

/** Starts the emulator on 127.0.0.1:port and resolves with a stop function once it answers. */
export async function startFirestoreEmulator(port) {
  return (await startFirestoreEmulatorProcess(port)).stop;
}

/**
 * Starts the emulator on 127.0.0.1:port and resolves, once it answers, with its process (the Firebase stack's
 * outage tests freeze and kill it) and a stop function. Its output goes to a log file, not a pipe: the test
 * command then blocks in spawnSync, and an undrained pipe would stall the emulator once its buffer filled.
 */
export async function startFirestoreEmulatorProcess(port) {
  const log = join(tmpdir(), `firestore-emulator-${port}.log`);
  const out = openSync(log, 'w');
  const child = spawn(java, ['-Duser.language=en', '-cp', findJar(), MAIN_CLASS, '--host=127.0.0.1', `--port=${port}`], {
    stdio: ['ignore', out, out],
  });
  const tail = () => readFileSync(log, 'utf8').slice(-4000);
  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // A frozen emulator (SIGSTOP) would hold SIGTERM until it is resumed.
    child.kill('SIGCONT');
    child.kill('SIGTERM');
  };
  process.on('exit', stop);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The Firestore emulator exited (${child.exitCode}); its log, ${log}:\n${tail()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      if (res.ok) return { process: child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`The Firestore emulator did not answer on port ${port} within 60 s; its log, ${log}:\n${tail()}`);
}
