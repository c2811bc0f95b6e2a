// The layers lint rule, run through ESLint's Node API with this repository's config on code placed (by path) in
// each layer: an import against the layers fails lint with its layer's message, an import down the layers passes.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The layer rule's messages for `code` linted as if it were the file at `filePath`. */
async function layerErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'layers/imports').map((m) => m.message);
}

describe('imports follow the layers', () => {
  it.each([
    ['src/backend/x.ts', "import { PUBLISH_PATH } from '@/prerender/publish-server';", "'@/prerender/publish-server': The backend imports only src/backend, src/lib and schemas/: no renderers, pages, app or React."],
    ['src/backend/published/x.ts', "import { resolveAddress } from '../../blocks/addresses';", "'../../blocks/addresses': The backend imports only src/backend, src/lib and schemas/: no renderers, pages, app or React."],
    ['src/backend/x.ts', "import { useState } from 'react';", "'react': The backend imports only src/backend, src/lib and schemas/: no renderers, pages, app or React."],
    ['src/blocks/ui/x.ts', "import { config } from '../../app/config';", "'../../app/config': Blocks are shared by the site and the admin: they import neither, nor the app (settings are in src/lib)."],
    ['src/blocks/x.tsx', "export const load = () => import('@/site/site-app');", "'@/site/site-app': Blocks are shared by the site and the admin: they import neither, nor the app (settings are in src/lib)."],
    ['src/lib/x.ts', "import type { Backend } from '@/backend/port';", "'@/backend/port': src/lib is below every other layer: it imports only src/lib and schemas/."],
    ['schemas/kit/x.ts', "import { config } from '../../src/lib/config';", "'../../src/lib/config': schemas/ is pure: no app, React or Firebase imports."],
    ['src/site/x.ts', "export { AdminApp } from '@/admin/admin-app';", "'@/admin/admin-app': The site never imports the admin."],
    ['src/site/x.ts', "export type Form = import('@/admin/generator/entry-form').Props;", "'@/admin/generator/entry-form': The site never imports the admin."],
    ['src/admin/pages/x.ts', "import { SiteApp } from '../../site/site-app';", "'../../site/site-app': The admin never imports the site."],
    ['src/backend/local/x.ts', "import { parseDocument } from '../entity-store';", "'../entity-store': Adapters depend only on the port."],
    ['src/backend/firebase/x.ts', "import { createLocalBackend } from '@/backend/local/local-backend';", "'@/backend/local/local-backend': Adapters depend only on the port."],
    ['src/admin/generator/x.ts', "import { treatmentEntity } from '@schemas/collections/treatment';", "'@schemas/collections/treatment': The generator never names a specific entity."],
  ])('%s may not say %s', async (filePath, code, message) => {
    expect(await layerErrors(code, filePath)).toEqual([message]);
  });

  it('holds a file to every entry that applies to it: the generator is part of the admin too', async () => {
    expect(await layerErrors("import '@/site/site-app';\n", 'src/admin/generator/x.ts')).toEqual(["'@/site/site-app': The admin never imports the site."]);
    expect(await layerErrors("import '@/prerender/render-page';\n", 'src/admin/x.ts')).toEqual([
      "'@/prerender/render-page': src/prerender is the server's renderer: only the build and the page function load it.",
    ]);
  });

  it.each([
    ['src/backend/x.ts', "import { config } from '@/lib/config';\nimport { registry } from '@schemas/index';\nexport { config, registry };"],
    ['src/backend/firebase/x.ts', "import type { Backend } from '../port';\nimport { newId } from '../doc-ops';\nexport type B = Backend;\nexport { newId };"],
    ['src/blocks/ui/x.ts', "import { spaToday } from '../../lib/today';\nexport { spaToday };"],
    ['src/site/x.ts', "import { resolveAddress } from '@/blocks/addresses';\nimport { publish } from '@/backend/publish';\nexport { resolveAddress, publish };"],
    ['src/admin/x.ts', "import { firebaseApp } from 'firebase/app';\nexport { firebaseApp };"],
  ])('%s may import down the layers', async (filePath, code) => {
    expect(await layerErrors(code, filePath)).toEqual([]);
  });
});
