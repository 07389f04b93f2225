import { defineConfig } from 'vitest/config';
import { flagFileAlias } from './apps/web/build/flag-files.ts';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Every screen's catalogue part, as if each screen had been opened (the app loads them by screen).
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], setupFiles: ['apps/web/src/test/catalogues.ts'] },
        resolve: { alias: [flagFileAlias] },
      },
    ],
  },
});
