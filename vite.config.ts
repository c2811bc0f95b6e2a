/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

const SCHEMA_FIXTURE_TEST = 'tests/generator/new-entity.test.tsx';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
