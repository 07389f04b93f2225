import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint config, fed a file's text under a path as `eslint --stdin --stdin-filename`
// would be, but in process and with only the import rule: it needs no types, so no program is built.
const eslint = new ESLint({
  cwd: path.resolve(import.meta.dirname, '../../../..'),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});

async function importRefusals(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { thing } from '${specifier}';\nexport { thing };\n`, { filePath: file });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
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
];

describe('import boundaries in the lint', () => {
  it.each(cases)('$file, when it imports $imports, then the lint refuses it: $refused', async ({ file, imports, refused }) => {
    const refusals = await importRefusals(file, imports);
    if (refused) expect(refusals).toEqual([expect.stringContaining('no-restricted-imports')]);
    else expect(refusals).toEqual([]);
  });
});
