// npm run rules:generate (part of `npm run generate`): writes firestore.rules from the entity schemas and storage.rules
// from the image schema (`npm run rules:check` only compares, and fails when either file is stale). Run through
// scripts/run-through-vite.mjs, because schemas/index.ts uses Vite's import.meta.glob.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { registry } from '../schemas/index';
import { generateFirestoreRules } from './rules/firestore-rules';
import { generateStorageRules } from './rules/storage-rules';

export const RULES_FILE = resolve(process.cwd(), 'firestore.rules');
export const STORAGE_RULES_FILE = resolve(process.cwd(), 'storage.rules');

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

export async function main(args: string[]): Promise<number> {
  const outputs = [
    { file: RULES_FILE, name: 'firestore.rules', source: generateFirestoreRules(registry.stored), what: `${registry.stored.length} kinds of document` },
    { file: STORAGE_RULES_FILE, name: 'storage.rules', source: generateStorageRules(), what: 'uploaded images' },
  ];
  if (args.includes('--check')) {
    let stale = 0;
    for (const o of outputs) {
      if (read(o.file) === o.source) console.log(`${o.name} is up to date.`);
      else {
        console.error(`${o.name} is stale: run \`npm run generate\` and commit the result.`);
        stale += 1;
      }
    }
    return stale ? 1 : 0;
  }
  for (const o of outputs) {
    const current = read(o.file);
    writeFileSync(o.file, o.source);
    console.log(`${current === o.source ? 'Unchanged' : 'Wrote'} ${o.name} (${o.what}).`);
  }
  return 0;
}
