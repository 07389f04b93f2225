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

// Tarjan's strongly connected components: every component of more than one file is a circle.
let index = 0;
const stack = [];
const state = new Map();
const circles = [];
function visit(file) {
  const own = { index, low: index, onStack: true };
  index += 1;
  state.set(file, own);
  stack.push(file);
  for (const next of edges.get(file)) {
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
    component.push(path.relative(root, member));
  } while (member !== file);
  if (component.length > 1 || edges.get(file).includes(file)) circles.push(component.sort());
}
for (const file of files) if (!state.has(file)) visit(file);

if (circles.length > 0) {
  console.error(`Import cycles (${circles.length}): break each by moving the shared part to its own module.`);
  for (const circle of circles) console.error(`  - ${circle.join('\n    ')}`);
  process.exit(1);
}
console.log(`No import cycles among ${files.length} modules.`);
