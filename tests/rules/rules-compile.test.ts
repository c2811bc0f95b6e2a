// Both rules files through the Firebase rules compiler that ships in the Firestore emulator. It knows the
// firebase.storage service too, so storage.rules is compiled and checked here even where the Storage
// emulator (whose rules runtime is a separate download) cannot run.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const emulator = process.env.FIRESTORE_EMULATOR_HOST;

type Issue = { description: string; severity: string; sourcePosition?: { line: number; column: number } };

/** Loads `content` as a throwaway project's rules and returns what the compiler said about it. */
async function compile(content: string, project: string): Promise<Issue[]> {
  const res = await fetch(`http://${emulator}/emulator/v1/projects/${project}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ content }] } }),
  });
  const body = (await res.json()) as { issues?: Issue[] };
  if (!res.ok) return [{ description: `HTTP ${res.status}: ${JSON.stringify(body)}`, severity: 'ERROR' }];
  return body.issues ?? [];
}

if (!emulator) {
  console.log('SKIPPED: rules compiler check (FIRESTORE_EMULATOR_HOST is not set: `npm test` starts the emulator where Java and its jar exist).');
  describe('the rules files in the Firebase rules compiler', () => {
    it.skip('is skipped without the Firestore emulator', () => undefined);
  });
} else {
  describe('the rules files in the Firebase rules compiler', () => {
    for (const file of ['firestore.rules', 'storage.rules']) {
      it(`compiles ${file} with no errors or warnings`, async () => {
        expect(await compile(readFileSync(file, 'utf8'), `compile-${file.replace('.', '-')}`)).toEqual([]);
      });
    }

    it('reports a misspelled method or function in storage.rules, so the check above can fail', async () => {
      const rules = readFileSync('storage.rules', 'utf8');
      const issues = await compile(rules.replace('.matches(', '.matchez('), 'compile-broken-storage');
      expect(issues.map((i) => i.description)).toEqual(['Invalid function name: matchez.']);
    });
  });
}
