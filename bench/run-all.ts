// `npm run bench`: every benchmark, one after another, each printing its figures side by side
// with its baseline. Pass names to run some: `npm run bench -- fanout`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const wanted = process.argv.slice(2);
const benches = fs
  .readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.includes(name)))
  .sort();

if (benches.length === 0) console.log('No benchmarks matched.');
for (const file of benches) {
  console.log(`\n##### ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--expose-gc', path.join(here, file)], { stdio: 'inherit' });
  if (result.status !== 0) process.exitCode = 1;
}
