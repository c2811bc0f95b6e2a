#!/usr/bin/env node
// npm run bench:firebase [-- 12.14.0 12.19.0 ...]: how large the Firebase SDK code this project imports bundles
// to, per firebase version, so an upgrade never brings a size regression unnoticed. Installs each version under
// an alias in a temporary folder, bundles exactly the adapter's imports with this project's Vite, and prints
// gzip and brotli sizes. Not part of npm test (it downloads from the registry).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'vite';

const VERSIONS = process.argv.slice(2).length ? process.argv.slice(2) : ['11.0.0', '12.0.0', '12.10.0', '12.14.0', '12.15.0', '12.19.0'];

/** What src/backend/firebase/* imports, per module, each with the app package it needs. */
const ENTRIES = {
  'firestore (realtime)': {
    firestore: ['addDoc', 'collection', 'connectFirestoreEmulator', 'deleteDoc', 'doc', 'getDoc', 'getDocs', 'initializeFirestore', 'memoryLocalCache', 'onSnapshot', 'orderBy', 'persistentLocalCache', 'persistentMultipleTabManager', 'query', 'setDoc', 'updateDoc', 'writeBatch'],
    app: ['getApps', 'initializeApp'],
  },
  auth: {
    auth: ['browserLocalPersistence', 'connectAuthEmulator', 'getAuth', 'indexedDBLocalPersistence', 'initializeAuth', 'onAuthStateChanged', 'signInWithEmailAndPassword', 'signOut'],
    app: ['initializeApp'],
  },
  storage: {
    storage: ['connectStorageEmulator', 'deleteObject', 'getDownloadURL', 'getStorage', 'ref', 'uploadBytes'],
    app: ['initializeApp'],
  },
};

const alias = (version) => `firebase-${version.replace(/\./g, '-')}`;
const KB = (n) => (n / 1024).toFixed(1);

const dir = mkdtempSync(join(tmpdir(), 'firebase-sizes-'));
try {
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'firebase-sizes', private: true, type: 'module' }));
  console.log(`Installing firebase ${VERSIONS.join(', ')}...`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', ...VERSIONS.map((v) => `${alias(v)}@npm:firebase@${v}`)], { cwd: dir, stdio: 'inherit' });

  const rows = [];
  for (const version of VERSIONS) {
    const row = { version };
    for (const [name, imports] of Object.entries(ENTRIES)) {
      const id = name.replace(/\W+/g, '-');
      const entry = join(dir, `${alias(version)}-${id}.js`);
      writeFileSync(entry, Object.entries(imports).map(([sub, names]) => `export { ${names.join(', ')} } from '${alias(version)}/${sub}';`).join('\n'));
      const outDir = join(dir, 'out', alias(version), id);
      mkdirSync(outDir, { recursive: true });
      await build({
        root: dir,
        configFile: false,
        logLevel: 'error',
        publicDir: false,
        build: {
          outDir,
          emptyOutDir: true,
          target: 'es2022',
          modulePreload: false,
          // Every import is kept (the entry re-exports them), in one file.
          rolldownOptions: { input: entry, preserveEntrySignatures: 'strict', output: { codeSplitting: false, entryFileNames: '[name].js' } },
        },
      });
      const code = Buffer.concat(readdirSync(outDir, { recursive: true }).filter((f) => String(f).endsWith('.js')).map((f) => readFileSync(join(outDir, String(f)))));
      row[name] = { gz: gzipSync(code, { level: 9 }).length, br: brotliCompressSync(code).length };
    }
    rows.push(row);
  }

  const names = Object.keys(ENTRIES);
  console.log(`\n| firebase | ${names.map((n) => `${n} gzip KB | ${n} brotli KB`).join(' | ')} |`);
  console.log(`|---|${names.map(() => '---|---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.version} | ${names.map((n) => `${KB(row[n].gz)} | ${KB(row[n].br)}`).join(' | ')} |`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
