import { defineConfig } from 'vitest/config';
import { flagFileAlias } from './apps/web/build/flag-files.ts';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // As in the browser suite: a failed test gets one more try (three-instance clusters, killed
          // leaders and Redis restarts on a loaded 2-core machine), and `npm test` names every test that
          // passed only on its second try with its first failure.
          retry: 1,
          // Each file builds its own app, database and engine; the modules they load are shared by the
          // files a worker runs instead of loaded again per file (that loading was most of the suite's time).
          isolate: false,
        },
      },
      {
        // Every screen's catalogue part, as if each screen had been opened (the app loads them by screen).
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/catalogues.ts'],
          // As on the server: the modules are loaded once per worker, not once per file.
          isolate: false,
        },
        resolve: { alias: [flagFileAlias] },
      },
    ],
  },
});
