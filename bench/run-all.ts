// `npm run bench`: every benchmark (bench/*.bench.ts), one after another, each printing its figures
// side by side with its baseline and keeping them in bench/results/<name>.json.
//   npm run bench -- fanout orders     only the benchmarks whose file name contains one of these
//   npm run bench -- --compare         afterwards, one line per figure: kept → now, change, better/WORSE
//   npm run bench -- --compare-only    no run: compare bench/results against the committed figures (git HEAD)
import { spawnSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { compareLines, readKept, type KeptResult, RESULTS_DIR } from './lib/results.ts';

const here = import.meta.dirname;
const args = process.argv.slice(2);
const compare = args.includes('--compare') || args.includes('--compare-only');
const compareOnly = args.includes('--compare-only');
const wanted = args.filter((arg) => !arg.startsWith('--'));
const benches = fs
  .readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.includes(name)))
  .sort();

/** The figures kept in git (what the last committed run measured), falling back to the files on disk. */
function committedKept(): Map<string, KeptResult> {
  const kept = readKept();
  for (const name of kept.keys()) {
    try {
      const text = execSync(`git show HEAD:bench/results/${name}.json`, { cwd: here, stdio: ['ignore', 'pipe', 'ignore'] }).toString();
      kept.set(name, JSON.parse(text) as KeptResult);
    } catch {
      // never committed: compare against itself (shows as unchanged)
    }
  }
  return kept;
}

const before = compareOnly ? committedKept() : readKept();
if (benches.length === 0) console.log('No benchmarks matched.');
if (!compareOnly) {
  for (const file of benches) {
    console.log(`\n##### ${file}`);
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--expose-gc', path.join(here, file)], { stdio: 'inherit' });
    if (result.status !== 0) process.exitCode = 1;
  }
}

if (compare) {
  const after = readKept();
  const names = benches.map((file) => file.replace(/\.bench\.ts$/, ''));
  console.log(`\n##### change against the kept figures (${path.relative(process.cwd(), RESULTS_DIR)})`);
  let regressions = 0;
  for (const [name, result] of after) {
    if (!names.some((n) => name.startsWith(n))) continue;
    const { lines, regressions: worse } = compareLines(before.get(name), result);
    regressions += worse;
    for (const line of lines) console.log(line);
  }
  console.log(regressions === 0 ? 'no regression' : `${regressions} figure(s) WORSE by more than 10 %`);
  if (regressions > 0) process.exitCode = 1;
}
