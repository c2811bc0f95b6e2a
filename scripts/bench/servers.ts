// The builds the bench measures and what serves them: the local build under `vite preview`, the Firebase stack
// (scripts/firebase-stack.ts) and the catalogue at scale (scripts/bench-scale.ts), each in a child process.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { FirebaseStack } from '../firebase-stack';

export interface Ports {
  local: number;
  hosting: number;
  functions: number;
  firestore: number;
}

/** A production build of the site into `outDir`, with `env` (VITE_BACKEND and the like). */
export function build(outDir: string, env: Record<string, string>): void {
  console.log(`Building ${outDir}...`);
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', ...env } });
}

/** The id of a child started in a process group of its own, for signals to the whole group. */
function groupOf(child: ChildProcess): number {
  if (child.pid === undefined) throw new Error(`${child.spawnfile} did not start`);
  return -child.pid;
}

/** vite preview of a built folder; stop() ends its process group. */
export async function serve(outDir: string, port: number): Promise<{ url: string; stop: () => void }> {
  const child = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300 && child.exitCode === null; i++) {
    try {
      if ((await fetch(url)).ok) return { url, stop: () => process.kill(groupOf(child), 'SIGTERM') };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`vite preview did not start for ${outDir} on port ${port}`);
}

/** The line the stack prints once Hosting answers, or why it cannot run here. */
type StackLine = Pick<FirebaseStack, 'base' | 'firestoreHost' | 'authHost' | 'projectId' | 'publicDir'> | { skipped: string };
export type RunningStack = StackLine & { stop: () => Promise<void> };

/**
 * The production stack, scripts/firebase-stack.ts run through Vite in a child process: resolves with Hosting's
 * address and the folder it serves once the page function answers through it, or with { skipped } when the
 * Firestore emulator cannot start here. `extra` are more of its flags (--seed-file).
 */
export async function startFirebase(ports: Ports, extra: string[] = []): Promise<RunningStack> {
  const args = ['scripts/run-through-vite.mjs', 'scripts/firebase-stack.ts', '--project', 'demo-medspa-bench', ...extra];
  args.push('--hosting-port', String(ports.hosting), '--functions-port', String(ports.functions), '--firestore-port', String(ports.firestore));
  const child = spawn('node', args, { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  const exited = new Promise((r) => child.once('exit', r));
  const killGroup = () => {
    try {
      process.kill(groupOf(child), 'SIGKILL');
    } catch {
      // All gone.
    }
  };
  process.once('exit', killGroup);
  const stop = async () => {
    // The stack stops its emulators on SIGTERM; the group kill catches anything left behind.
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000).unref())]);
    killGroup();
  };
  for await (const line of createInterface({ input: child.stdout })) {
    if (line.startsWith('{')) return { ...(JSON.parse(line) as StackLine), stop };
    console.log(line);
  }
  await exited;
  throw new Error(`The Firebase stack exited (${child.exitCode}) before it answered`);
}

/** A mode of scripts/bench-scale.ts (through Vite); returns the last line it printed. */
export function benchScale(args: string[], env: Record<string, string> = {}): string {
  const out = execFileSync('node', ['scripts/run-through-vite.mjs', 'scripts/bench-scale.ts', ...args], { encoding: 'utf8', env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 });
  return out.trim().split('\n').at(-1) ?? '';
}

/** A mode of scripts/bench-scale.ts that prints its result as one line of JSON. */
export function benchScaleResult<T>(args: string[], env: Record<string, string> = {}): T {
  const line = benchScale(args, env);
  if (!line.startsWith('{')) throw new Error(`scripts/bench-scale.ts ${args.join(' ')} printed no result`);
  return JSON.parse(line) as T;
}
