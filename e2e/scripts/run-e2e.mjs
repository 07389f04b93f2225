// Runs the browser tests when Chromium is installed; CI sets REQUIRE_BROWSER=1 so a missing one fails.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const message = `Browser tests skipped: ${chromium} not found (install Debian's chromium, or run .ci/run).`;
  if (process.env.REQUIRE_BROWSER === '1') {
    console.error(message);
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
