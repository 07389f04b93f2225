// `npm run check` (what CI runs): the typecheck, the type-aware lint, prettier and the cycle check, at
// once. The typecheck and the lint share their TypeScript programs: each tsconfig's program is built
// once, tsc's diagnostics are read from it, and ESLint's typescript-eslint is handed the same programs
// instead of building its own (the lint then spends its time on its rules, not on a second type check).
// Two workers split the tsconfigs so both cores are busy; prettier and the cycle script run beside them.
// The same checks as `npm run lint` + `npm run typecheck`, with the same configs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const self = fileURLToPath(import.meta.url);

/** Each worker's tsconfigs and what it lints: B the server and what imports it, A the rest of the repository. */
const WORKERS = {
  a: { projects: ['packages/shared', 'apps/web'], lint: ['.'], skip: ['apps/server/**', 'e2e/**', 'bench/**'] },
  b: { projects: ['apps/server', 'e2e', 'bench'], lint: ['apps/server', 'e2e', 'bench'], skip: [] },
};
/** Files in no tsconfig that ESLint still types (the config's allowDefaultProject), with the base options. */
const LOOSE_FILES = ['vitest.config.ts'];

const worker = process.argv.find((arg) => arg.startsWith('--worker='))?.slice('--worker='.length);
if (worker) process.exitCode = await runWorker(WORKERS[worker]);
else process.exitCode = await runAll();

async function runAll() {
  const started = Date.now();
  const tasks = [
    ['typecheck + lint: shared, web', process.execPath, [self, '--worker=a']],
    ['typecheck + lint: server, e2e, bench', process.execPath, [self, '--worker=b']],
    ['prettier', process.execPath, [path.join(root, 'node_modules/prettier/bin/prettier.cjs'), '--check', '.']],
    ['import cycles', process.execPath, [path.join(root, 'scripts/check-import-cycles.mjs')]],
  ];
  const results = await Promise.all(tasks.map(([name, command, args]) => runTask(name, command, args)));
  const failed = results.filter((result) => result.code !== 0);
  console.log(`\ncheck: ${tasks.length - failed.length}/${tasks.length} passed in ${seconds(started)}`);
  for (const result of failed) console.error(`  failed: ${result.name}`);
  return failed.length === 0 ? 0 : 1;
}

/** Runs one part, holding its output back until it ends so the parts' reports do not interleave. */
function runTask(name, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n--- ${name}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds(started)})`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name, code: code ?? 1 });
    });
  });
}

async function runWorker({ projects, lint, skip }) {
  const registry = ts.createDocumentRegistry();
  const sourceFiles = new Map();
  const programs = projects.map((project) => {
    const configPath = path.join(root, project, 'tsconfig.json');
    const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: report });
    return ts.createProgram({
      rootNames: config.fileNames,
      options: config.options,
      projectReferences: config.projectReferences,
      configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(config),
      host: sharingHost(config.options, registry, sourceFiles),
    });
  });

  // The typecheck: what `tsc -p <project>` reports (its options say noEmit).
  let typeErrors = 0;
  for (const [index, program] of programs.entries()) {
    const diagnostics = ts.getPreEmitDiagnostics(program);
    typeErrors += diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error).length;
    if (diagnostics.length > 0) report(...diagnostics);
    console.log(`tsc ${projects[index]}: ${diagnostics.length === 0 ? 'no errors' : `${diagnostics.length} diagnostics`}`);
  }

  // The lint, on the same programs (the loose files get one of their own, as the project service would).
  if (lint.includes('.')) {
    const base = ts.getParsedCommandLineOfConfigFile(
      path.join(root, 'tsconfig.base.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: report },
    );
    programs.push(ts.createProgram({ rootNames: LOOSE_FILES.map((file) => path.join(root, file)), options: base.options }));
  }
  const eslint = new ESLint({
    cwd: root,
    ignorePatterns: skip,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, programs } } },
  });
  const results = await eslint.lintFiles(lint);
  const formatter = await eslint.loadFormatter('stylish');
  const text = await formatter.format(results);
  if (text) console.log(text);
  const lintErrors = results.reduce((sum, result) => sum + result.errorCount, 0);
  console.log(`eslint ${lint.join(' ')}: ${results.length} files, ${lintErrors} errors`);
  return typeErrors === 0 && lintErrors === 0 ? 0 : 1;
}

/**
 * A compiler host that parses a file once for all of this worker's programs whose options parse it the
 * same way (TypeScript's own rule for sharing, its document registry's key): the lib and package types
 * and the shared sources are read once, not once per tsconfig.
 */
function sharingHost(options, registry, sourceFiles) {
  const host = ts.createCompilerHost(options, true);
  const key = registry.getKeyForCompilationSettings(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreate) => {
    const settings =
      typeof languageVersionOrOptions === 'object' ? languageVersionOrOptions : { languageVersion: languageVersionOrOptions };
    const id = `${key}|${settings.languageVersion}|${settings.impliedNodeFormat ?? ''}|${fileName}`;
    let file = sourceFiles.get(id);
    if (!file) {
      file = getSourceFile(fileName, languageVersionOrOptions, onError, shouldCreate);
      if (file) sourceFiles.set(id, file);
    }
    return file;
  };
  return host;
}

function report(...diagnostics) {
  const formatHost = { getCanonicalFileName: (file) => file, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  console.log(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
}

function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}
