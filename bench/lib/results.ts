// Kept figures: every benchmark writes what it measured to bench/results/<name>.json together with
// the machine it ran on (cores, load average before and after), so `npm run bench -- --compare`
// can print each figure's change against the figures kept from an earlier run, one line each.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';

export const RESULTS_DIR = path.resolve(import.meta.dirname, '../results');

/** One measured number. `better` says which way is an improvement; `goal` is the issue's target. */
export interface Figure {
  value: number;
  unit: string;
  better: 'higher' | 'lower';
  /** The same-run reference this figure is read against (e.g. bare Fastify next to /api/health/live). */
  baseline?: number;
  goal?: number;
}

export interface KeptResult {
  name: string;
  at: string;
  commit: string;
  node: string;
  cores: number;
  cpu: string;
  /** 1-minute load average when the benchmark started and when it ended. */
  load: { start: number; end: number };
  figures: Record<string, Figure>;
}

const startLoad = os.loadavg()[0]!;

function commitOf(): string {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

/** The machine line every benchmark prints first: figures on a busy 2-core box are not comparable. */
export function machine(): string {
  const [one, five] = os.loadavg();
  return `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), load ${one!.toFixed(2)} / ${five!.toFixed(2)} (1 / 5 min), node ${process.version}`;
}

/** Writes bench/results/<name>.json; call once at the end of a benchmark with everything it measured. */
export function keepFigures(name: string, figures: Record<string, Figure>): KeptResult {
  const result: KeptResult = {
    name,
    at: new Date().toISOString(),
    commit: commitOf(),
    node: process.version,
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    load: { start: round(startLoad), end: round(os.loadavg()[0]!) },
    figures,
  };
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`kept ${Object.keys(figures).length} figures in bench/results/${name}.json (load ${result.load.start} → ${result.load.end})`);
  return result;
}

export function readKept(): Map<string, KeptResult> {
  const kept = new Map<string, KeptResult>();
  if (!fs.existsSync(RESULTS_DIR)) return kept;
  for (const file of fs.readdirSync(RESULTS_DIR).filter((f) => f.endsWith('.json'))) {
    const result = JSON.parse(fs.readFileSync(path.join(RESULTS_DIR, file), 'utf8')) as KeptResult;
    kept.set(result.name, result);
  }
  return kept;
}

/** A change worse than this share counts as a regression in the comparison. */
export const REGRESSION_SHARE = 0.1;

/** One line per figure: old → new, signed change, and whether it got better, worse or stayed. */
export function compareLines(before: KeptResult | undefined, after: KeptResult): { lines: string[]; regressions: number } {
  const lines: string[] = [];
  let regressions = 0;
  for (const [key, figure] of Object.entries(after.figures)) {
    const old = before?.figures[key];
    const label = `${after.name}: ${key}`.padEnd(56);
    const now = `${format(figure.value)} ${figure.unit}`;
    if (!old) {
      lines.push(`${label} ${now.padStart(18)}   (new, nothing kept)`);
      continue;
    }
    const change = old.value === 0 ? 0 : (figure.value - old.value) / Math.abs(old.value);
    const improved = figure.better === 'higher' ? change > 0 : change < 0;
    const verdict = Math.abs(change) < REGRESSION_SHARE ? 'same' : improved ? 'better' : 'WORSE';
    if (verdict === 'WORSE') regressions++;
    lines.push(
      `${label} ${format(old.value).padStart(10)} → ${now.padStart(18)}  ${`${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)} %`.padStart(9)}  ${verdict}` +
        `  (load ${before!.load.start}→${after.load.start})`,
    );
  }
  return { lines, regressions };
}

function round(n: number) {
  return Math.round(n * 100) / 100;
}

function format(n: number) {
  return Math.abs(n) >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(Math.abs(n) >= 10 ? 1 : 3);
}
