#!/usr/bin/env node
// Runs a TypeScript script's `main(args)` through Vite's SSR module loader:
//   node scripts/run-through-vite.mjs scripts/setup-firebase.ts [args...]
// There is no tsx here, and the schemas rely on Vite's import.meta.glob and the @/ and @schemas/ aliases.
import { createServer } from 'vite';

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('Usage: node scripts/run-through-vite.mjs <script.ts> [args...]');
  process.exit(2);
}

const server = await createServer({
  configFile: new URL('../vite.config.ts', import.meta.url).pathname,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
let code = 1;
try {
  const mod = await server.ssrLoadModule(`/${script.replace(/^\.?\//, '')}`);
  code = (await mod.main(args)) ?? 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await server.close();
}
process.exit(code);
