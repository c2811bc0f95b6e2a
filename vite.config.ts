/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

/** Preload the two Latin font files so text paints in its final face without a late swap. */
function preloadFonts(): Plugin {
  return {
    name: 'preload-fonts',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((f) => /(inter|cormorant-garamond)-latin-wght-normal-.*\.woff2$/.test(f));
        return fonts.map((href) => ({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${href}`, crossorigin: '' }, injectTo: 'head' as const }));
      },
    },
  };
}

/**
 * The public site's lazy chunks form a chain (entry → site → backend → content); preloading them lets the
 * browser fetch them in parallel with the entry instead of one after another.
 */
function preloadSiteChunks(): Plugin {
  const roots = [/src\/site\/site-app\.tsx$/, /src\/backend\/(local\/local-backend|firebase\/firebase-backend)\.ts$/];
  return {
    name: 'preload-site-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.imports.forEach(add);
        };
        for (const c of chunks) if (c.facadeModuleId && roots.some((r) => r.test(c.facadeModuleId!))) add(c.fileName);
        const entry = chunks.find((c) => c.isEntry);
        const already = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        return [...files]
          .filter((f) => !already.has(f))
          .map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${f}` }, injectTo: 'head' as const }));
      },
    },
  };
}

const SCHEMA_FIXTURE_TEST = 'tests/generator/new-entity.test.tsx';

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadFonts(), preloadSiteChunks()],
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@schemas/': fileURLToPath(new URL('./schemas/', import.meta.url)),
    },
  },
  build: { target: 'es2022', sourcemap: false },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
  test: {
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/**/*.test.{ts,tsx}'], exclude: ['tests/e2e/**', 'node_modules/**', SCHEMA_FIXTURE_TEST] } },
      // Adds a file to schemas/ while it runs, so it runs alone, after every test that reads the entity list.
      { extends: true, test: { name: 'schema-fixture', include: [SCHEMA_FIXTURE_TEST], sequence: { groupOrder: 1 } } },
    ],
  },
});
