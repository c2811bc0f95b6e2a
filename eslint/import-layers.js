// The lint rule that keeps imports to the layers (the table is in eslint.config.js). It resolves each import to a
// path in the repository, the `@/` and `@schemas/` aliases and relative paths alike, so `../../app/config` is
// caught as surely as `@/app/config`; dynamic and type-only imports count too. Every entry of the table that
// applies to a file is checked, so entries add up instead of overriding one another.
import { dirname, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const ALIASES = [
  ['@/', 'src/'],
  ['@schemas/', 'schemas/'],
];

const toPosix = (path) => path.split(sep).join('/');
const within = (path, prefix) => {
  const p = prefix.replace(/\/+$/, '');
  return path === p || path.startsWith(`${p}/`);
};
const asList = (value) => (Array.isArray(value) ? value : value ? [value] : []);

/** Where an import leads: a repository path without its extension, or a package's name. */
function resolve(specifier, file) {
  const alias = ALIASES.find(([a]) => specifier.startsWith(a));
  if (alias) return { path: alias[1] + specifier.slice(alias[0].length) };
  if (specifier.startsWith('.')) return { path: posix.normalize(posix.join(posix.dirname(file), specifier)) };
  const parts = specifier.split('/');
  return { pkg: specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0] };
}

/** A target under src/ or schemas/ is a path in the repository; any other is a package's name. */
const isPath = (t) => /^(src|schemas)(\/|$)/.test(t);

/** Whether an import's target is one of `targets`. */
function matches(target, targets) {
  return targets.some((t) => (isPath(t) ? target.path !== undefined && within(target.path, t) : target.pkg === t));
}

/** @type {import('eslint').Rule.RuleModule} */
export const importLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers: each layer imports only what is below it.' },
    schema: [
      {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            from: { type: ['string', 'array'] },
            forbid: { type: 'array', items: { type: 'string' } },
            except: { type: 'array', items: { type: 'string' } },
            message: { type: 'string' },
          },
          required: ['from', 'forbid', 'message'],
          additionalProperties: false,
        },
      },
    ],
    messages: { layer: "'{{specifier}}': {{message}}" },
  },
  create(context) {
    const file = toPosix(relative(ROOT, context.filename));
    const layers = (context.options[0] ?? []).filter((l) => asList(l.from).some((prefix) => within(file, prefix)));
    if (!layers.length) return {};
    function check(node) {
      const source = node.source;
      const specifier = source?.type === 'Literal' ? source.value : source?.type === 'TemplateLiteral' && !source.expressions.length ? source.quasis[0].value.cooked : undefined;
      if (typeof specifier !== 'string') return;
      const target = resolve(specifier, file);
      if (target.path !== undefined) target.path = target.path.replace(/\.(tsx?|jsx?|mjs)$/, '');
      for (const layer of layers) {
        if (matches(target, layer.forbid) && !matches(target, layer.except ?? [])) {
          context.report({ node: source, messageId: 'layer', data: { specifier, message: layer.message } });
        }
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      TSImportType: (node) => check({ source: node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument }),
    };
  },
};

/** The plugin eslint.config.js registers as `layers`. */
export default { rules: { imports: importLayers } };
