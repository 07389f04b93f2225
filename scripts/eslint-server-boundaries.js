// The server's layering, for `eslint.config.js`: which folder of apps/server/src may import which.
// A relative import is resolved to the file it names, so the rule holds whatever the depth.
import path from 'node:path';

const SERVER = path.resolve(import.meta.dirname, '../apps/server/src');
/** The engine host's public face: the only file of it that the rest of the server imports. */
const HOST_DOOR = path.join(SERVER, 'engine-host/engine-host.ts');

/** Where a server file lives: its layer (`engine`, `engine-host`, `lib`, …), and its module for `modules/<name>/…`. */
function placeOf(file) {
  const parts = path.relative(SERVER, file).split(path.sep);
  if (parts[0] === '..' || path.isAbsolute(parts[0])) return null;
  if (parts.length === 1) return { layer: 'root' };
  if (parts[0] === 'modules' && parts.length > 2) return { layer: 'modules', module: parts[1], file: parts.slice(2).join('/') };
  return { layer: parts[0] };
}

/** Why an import from `from` to `to` is refused, or null. */
export function refusal(from, to) {
  const source = placeOf(from);
  const target = placeOf(to);
  if (!source || !target) return null;
  // Kysely's idiom, the one exception: the database's schema lists every module's tables.
  if (path.relative(SERVER, from) === path.join('db', 'schema.ts') && to.endsWith('.tables.ts')) return null;
  if (source.layer === 'engine-host' && target.layer === 'modules')
    return 'The engine host never imports a module: what it needs of one is passed in (EngineParts) or is a leader command the module declares.';
  if (source.layer === 'lib' && (target.layer === 'modules' || target.layer === 'engine-host' || target.layer === 'plugins'))
    return 'lib/ holds generic helpers: it imports no module, no engine host and no Fastify plugin.';
  if (source.layer !== 'engine-host' && target.layer === 'engine-host' && to !== HOST_DOOR && source.layer !== 'root')
    return 'Reach the engine host through engine-host/engine-host.ts only (its internals are its own).';
  if (source.layer === 'modules' && target.layer === 'modules' && source.module !== target.module && target.file !== 'public.ts')
    return `Modules import each other through their public file only: import from modules/${target.module}/public.ts (and export the name there).`;
  return null;
}

const serverBoundaries = {
  meta: { type: 'problem', schema: [], docs: { description: "The server's layers and modules import each other only as allowed." } },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const message = refusal(file, path.resolve(path.dirname(file), spec));
      if (message) context.report({ node: node.source, message });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const serverBoundariesConfig = {
  files: ['apps/server/src/**/*.ts'],
  plugins: { platform: { rules: { 'server-boundaries': serverBoundaries } } },
  rules: { 'platform/server-boundaries': 'error' },
};
