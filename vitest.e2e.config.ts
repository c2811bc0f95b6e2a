// Browser tests: built site served by vite preview, driven by Playwright in Debian's Chromium.
import { defineConfig } from 'vitest/config';
import { appConfigDefine } from './vite.config.ts';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  // Tests import app modules that read the settings as the site's build writes them in.
  define: appConfigDefine('test'),
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@schemas/': fileURLToPath(new URL('./schemas/', import.meta.url)),
    },
  },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // A bound for a test that hangs, not a wait: the longest flows take 25–35 s alone on this machine size and
    // twice that beside another file on a busy host; waits for what the product must do in time are their own.
    testTimeout: 120000,
    hookTimeout: 120000,
    // Two files at a time: most of a browser test is waiting on the page, and each file has its own browser,
    // pages and (for the Firebase files) its own emulators and ports; the preview server is shared and stateless.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
