// npm run rules:generate: writes firestore.rules from the entity schemas (`npm run rules:check` only compares).
// Run through scripts/run-through-vite.mjs, because schemas/index.ts uses Vite's import.meta.glob.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { registry } from '../schemas/index';
import { generateFirestoreRules } from '../schemas/kit/firestore-rules';

export const RULES_FILE = resolve(process.cwd(), 'firestore.rules');

export async function main(args: string[]): Promise<number> {
  const source = generateFirestoreRules(registry.stored);
  const current = (() => {
    try {
      return readFileSync(RULES_FILE, 'utf8');
    } catch {
      return '';
    }
  })();
  if (args.includes('--check')) {
    if (current === source) {
      console.log('firestore.rules is up to date.');
      return 0;
    }
    console.error('firestore.rules is stale: run `npm run rules:generate` and commit the result.');
    return 1;
  }
  writeFileSync(RULES_FILE, source);
  console.log(`${current === source ? 'Unchanged' : 'Wrote'} firestore.rules (${registry.stored.length} kinds of document).`);
  return 0;
}
