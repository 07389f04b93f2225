// `npm test`: every test. Unit and server integration on SQLite, then the browser tests and, beside
// them, the server integration suite again on PostgreSQL (TEST_DATABASE_URL, default the local one)
// when it is reachable. CI sets REQUIRE_POSTGRES=1 and REQUIRE_BROWSER=1 so nothing is skipped there.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const pgUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const resultsDir = path.resolve('.tmp/test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };

/** vitest with a JSON report beside the console one, so the suites add up to one closing line. */
function vitestArgs(name, ...args) {
  return ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(resultsDir, `${name}.json`)}`];
}

const failures = [];

function addResults(name) {
  const file = path.join(resultsDir, `${name}.json`);
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  for (const testFile of report.testResults) {
    const where = path.relative(process.cwd(), testFile.name);
    const failed = testFile.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failures.push({ suite: name, where, title: test.fullName, message: test.failureMessages[0] ?? '' });
    // A file that failed before any test ran (an import error, a hook) has no failed test to name.
    if (testFile.status === 'failed' && failed.length === 0)
      failures.push({ suite: name, where, title: '(the file)', message: testFile.message ?? '' });
  }
}

/** The closing lines name every failure, so a long log's tail (all CI keeps) says what broke. */
function summary() {
  for (const failure of failures) {
    const message = failure.message.split('\n').slice(0, 12).join('\n');
    console.log(`\nFAILED (${failure.suite}) ${failure.where} > ${failure.title}\n${message}`);
  }
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    for (const name of ['sqlite', 'postgres', 'e2e']) addResults(name);
    summary();
    console.error(`\n${label} failed.`);
    process.exit(result.status ?? 1);
  }
}

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

run('unit and integration tests (SQLite)', 'npx', vitestArgs('sqlite'), { TEST_DATABASE_URL: '' });

const postgres = await reachable(pgUrl);
if (!postgres && process.env.REQUIRE_POSTGRES === '1') {
  console.error(`PostgreSQL is required but not reachable at ${pgUrl}.`);
  process.exit(1);
}
if (!postgres) console.warn(`\nPostgreSQL suite skipped: nothing listens at ${pgUrl} (set TEST_DATABASE_URL).`);

run('web build', 'npm', ['run', 'build']);

/**
 * The browser suite runs one file at a time and mostly waits (on the page, the socket, the
 * simulator's ticks), so the PostgreSQL pass runs beside it on one worker instead of after it on
 * two: the two together take about as long as the browser suite alone. The PostgreSQL pass's output
 * goes to a file and is printed once the browser suite is done, so the two never interleave.
 */
const postgresLog = path.join(resultsDir, 'postgres.log');
const postgresRun = postgres
  ? new Promise((resolve) => {
      console.log(`\n=== server integration tests (PostgreSQL), beside the browser tests: ${postgresLog} ===`);
      const out = fs.openSync(postgresLog, 'w');
      const child = spawn('npx', vitestArgs('postgres', '--project', 'server', '--maxWorkers=1'), {
        stdio: ['ignore', out, out],
        env: { ...process.env, TEST_DATABASE_URL: pgUrl, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
      });
      child.on('exit', (code) => resolve(code ?? 1));
    })
  : Promise.resolve(0);

console.log('\n=== browser tests (Chromium) ===');
const browserRun = spawnSync(
  'npm',
  ['test', '-w', 'e2e', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(resultsDir, 'e2e.json')}`],
  { stdio: 'inherit' },
);
const postgresStatus = await postgresRun;
if (postgres) {
  console.log('\n=== server integration tests (PostgreSQL): its output ===');
  process.stdout.write(fs.readFileSync(postgresLog));
}
for (const name of ['sqlite', 'postgres', 'e2e']) addResults(name);
summary();
if (postgresStatus !== 0) console.error('\nserver integration tests (PostgreSQL) failed.');
if (browserRun.status !== 0) console.error('\nbrowser tests (Chromium) failed.');
if (postgresStatus !== 0 || browserRun.status !== 0) process.exit(1);
