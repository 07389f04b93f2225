import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint config, fed a file's text under a path as `eslint --stdin --stdin-filename`
// would be, but in process and with only the import rule: it needs no types, so no program is built.
const eslint = new ESLint({
  cwd: path.resolve(import.meta.dirname, '../../../..'),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' || ruleId === 'platform/server-boundaries',
});

async function importRefusals(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { thing } from '${specifier}';\nexport { thing };\n`, { filePath: file });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

/** The rule that guards a file: the server's layering for apps/server/src, the import patterns elsewhere. */
function ruleFor(file: string): 'no-restricted-imports' | 'platform/server-boundaries' {
  return file.startsWith('apps/server/src/') && !file.startsWith('apps/server/src/engine/')
    ? 'platform/server-boundaries'
    : 'no-restricted-imports';
}

/** One row per boundary: the file that imports, what it imports, and whether the lint refuses it. */
const cases: { file: string; imports: string; refused: boolean }[] = [
  // Web: features never import each other (the list is every folder under features/).
  { file: 'apps/web/src/features/reports/components/x.tsx', imports: '../../trading/hooks/use-executions.ts', refused: true },
  { file: 'apps/web/src/features/legal/routes/x.tsx', imports: '../../../features/support/api/x.ts', refused: true },
  { file: 'apps/web/src/features/banking/components/x.tsx', imports: '../../trading/api/x.ts', refused: true },
  { file: 'apps/web/src/features/reports/components/x.tsx', imports: '../../../app/router.tsx', refused: true },
  { file: 'apps/web/src/features/reports/components/x.tsx', imports: '../api/get-report.ts', refused: false },
  { file: 'apps/web/src/features/reports/components/x.tsx', imports: '../../../components/ui/button.tsx', refused: false },
  // Web: the shared layers (components/, lib/) import no feature and not the app shell.
  { file: 'apps/web/src/components/layout/x.tsx', imports: '../../features/alerts/components/notification-bell.tsx', refused: true },
  { file: 'apps/web/src/lib/i18n/x.ts', imports: '../../features/trading/api/query-keys.ts', refused: true },
  { file: 'apps/web/src/lib/x.ts', imports: '../app/providers.tsx', refused: true },
  { file: 'apps/web/src/components/layout/x.tsx', imports: '../../lib/use-me.ts', refused: false },
  // Web: compositions of features live in app/.
  { file: 'apps/web/src/app/routes/dashboard/x.tsx', imports: '../../../features/trading/hooks/use-trade-form.ts', refused: false },
  { file: 'apps/web/src/app/x.tsx', imports: '@platform/server/x', refused: true },
  // Shared and engine.
  { file: 'packages/shared/src/x.ts', imports: '../../../apps/web/src/lib/format.ts', refused: true },
  { file: 'apps/server/src/engine/x.ts', imports: '../modules/trading/x.ts', refused: true },
  { file: 'apps/server/src/engine/x.ts', imports: './types.ts', refused: false },
  // Server: the engine host is one door, and it imports no module.
  { file: 'apps/server/src/modules/banking/x.ts', imports: '../../engine-host/runtime.ts', refused: true },
  { file: 'apps/server/src/modules/trading/commands/x.ts', imports: '../../../engine-host/storage/order.repository.ts', refused: true },
  { file: 'apps/server/src/modules/banking/x.ts', imports: '../../engine-host/engine-host.ts', refused: false },
  { file: 'apps/server/src/engine-host/x.ts', imports: '../modules/trading/order.view.ts', refused: true },
  { file: 'apps/server/src/engine-host/leader-calls/x.ts', imports: '../../modules/alerts/public.ts', refused: true },
  { file: 'apps/server/src/engine-host/x.ts', imports: '../engine/trading-engine.ts', refused: false },
  // Server: lib/ imports no module; modules import each other through their public file.
  { file: 'apps/server/src/lib/x.ts', imports: '../modules/auth/user.repository.ts', refused: true },
  { file: 'apps/server/src/lib/staff/x.ts', imports: '../../engine-host/engine-host.ts', refused: true },
  { file: 'apps/server/src/modules/banking/x.ts', imports: '../auth/user.repository.ts', refused: true },
  { file: 'apps/server/src/modules/banking/x.ts', imports: '../auth/public.ts', refused: false },
  { file: 'apps/server/src/modules/banking/x.ts', imports: './banking.repository.ts', refused: false },
  // Kysely's idiom, the one exception: the schema lists every module's tables.
  { file: 'apps/server/src/db/schema.ts', imports: '../engine-host/storage/orders.tables.ts', refused: false },
];

describe('import boundaries in the lint', () => {
  it.each(cases)('$file, when it imports $imports, then the lint refuses it: $refused', async ({ file, imports, refused }) => {
    const refusals = await importRefusals(file, imports);
    if (refused) expect(refusals).toEqual([expect.stringContaining(ruleFor(file))]);
    else expect(refusals).toEqual([]);
  });
});
