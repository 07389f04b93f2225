// `npm run lint`: fails when modules import each other in a circle (type imports count too: a
// circle of types is still a circle of meaning). Reads every .ts/.tsx file of the apps and the
// shared package, follows relative imports and `@platform/shared/*`, and prints each circle found.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const ROOTS = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];
const SHARED = path.join(root, 'packages/shared/src');

const files = ROOTS.flatMap((dir) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(root, dir, file)),
);
const known = new Set(files);

function resolve(from, specifier) {
  let target;
  if (specifier.startsWith('@platform/shared/')) target = path.join(SHARED, `${specifier.slice('@platform/shared/'.length)}.ts`);
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')])
    if (known.has(candidate)) return candidate;
  return null;
}

const edges = new Map(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    return [file, [...new Set(importedFiles.map((ref) => resolve(file, ref.fileName)).filter(Boolean))]];
  }),
);

/** Tarjan's strongly connected components of a graph: every component of more than one node is a circle. */
function circlesOf(nodes, edgesOf) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const circles = [];
  function visit(node) {
    const own = { index, low: index, onStack: true };
    index += 1;
    state.set(node, own);
    stack.push(node);
    for (const next of edgesOf(node)) {
      const seen = state.get(next);
      if (!seen) {
        visit(next);
        own.low = Math.min(own.low, state.get(next).low);
      } else if (seen.onStack) own.low = Math.min(own.low, seen.index);
    }
    if (own.low !== own.index) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || edgesOf(node).includes(node)) circles.push(component.sort());
    }
    for (const node of nodes) if (!state.has(node)) visit(node);
  return circles;
}


const fileCircles = circlesOf(files, (file) => edges.get(file)).map((circle) => circle.map((file) => path.relative(root, file)));

/**
 * The server's folders, as the layers and modules they are: `engine-host`, `lib`, `plugins`, … and each
 * `modules/<name>`. The files at the root of src (app, services, api-routes: the wiring; app-context:
 * the context type) are the composition root, not a folder. The one exception: `db/schema.ts` lists
 * every module's `*.tables.ts` (Kysely's idiom), so it is left out.
 */
const SERVER = path.join(root, 'apps/server/src');
function serverFolderOf(file) {
  if (!file.startsWith(SERVER + path.sep)) return null;
  const parts = path.relative(SERVER, file).split(path.sep);
  if (parts.join('/') === 'db/schema.ts' || parts.length === 1) return null;
  return parts[0] === 'modules' && parts.length > 2 ? `modules/${parts[1]}` : parts[0];
}
const folderEdges = new Map();
for (const [file, targets] of edges) {
  const from = serverFolderOf(file);
  if (!from) continue;
  for (const target of targets) {
    const to = serverFolderOf(target);
    if (!to || to === from) continue;
    if (!folderEdges.has(from)) folderEdges.set(from, new Set());
    folderEdges.get(from).add(to);
  }
}
const folders = [...new Set([...folderEdges.keys(), ...[...folderEdges.values()].flatMap((set) => [...set])])];
const folderCircles = circlesOf(folders, (folder) => [...(folderEdges.get(folder) ?? [])]);

if (fileCircles.length > 0 || folderCircles.length > 0) {
  if (fileCircles.length > 0) console.error(`Import cycles among files (${fileCircles.length}): break each by moving the shared part to its own module.`);
  for (const circle of fileCircles) console.error(`  - ${circle.join('\n    ')}`);
  if (folderCircles.length > 0)
    console.error(`Import cycles among server folders (${folderCircles.length}): a module, layer or library that needs another's part gets it passed in.`);
  for (const circle of folderCircles) console.error(`  - ${circle.join(' <-> ')}`);
  process.exit(1);
}
console.log(`No import cycles among ${files.length} files, nor among ${folders.length} server folders (db/schema.ts, the Kysely idiom, aside).`);
