// Builds the site once and serves it with vite preview for the browser tests.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';

let server: ChildProcess | undefined;

async function waitFor(url: string, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Preview server did not start at ${url}`);
}

export async function setup() {
  const port = process.env.E2E_PORT ?? '4180';
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  // E2E_OUT_DIR lets several test runs on one machine build and serve side by side.
  const outDir = process.env.E2E_OUT_DIR ?? 'dist';
  if (!process.env.E2E_SKIP_BUILD) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir], {
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test, which would build development React: test what visitors get.
      env: { ...process.env, NODE_ENV: 'production' },
    });
  server = spawn('npx', ['vite', 'preview', '--port', port, '--strictPort', '--host', '127.0.0.1', '--outDir', outDir], { stdio: 'ignore', detached: true });
  await waitFor(`${process.env.E2E_BASE_URL}/`, 90000);
}

export async function teardown() {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
}
