/**
 * `npm run admin:create -- --email a@b.c --password '…' [--name 'Jane Doe']`
 * Creates the first admin, or promotes an existing login to admin (and sets its password),
 * against the same DATA_DIR / DATABASE_URL the server uses.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig, ConfigError } from '../config/config.ts';
import { openDatabase, ensurePostgresSchema } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createPasswordHasher } from '../modules/auth/password.ts';
import { createOrPromoteAdmin } from '../modules/admin/admin-bootstrap.ts';

const USAGE = 'Usage: npm run admin:create -- --email <email> --password <password (8+ characters)> [--name <full name>]';

const argsSchema = z.object({
  email: z.string({ error: '--email is required' }).trim().email('--email must be a valid email address'),
  password: z
    .string({ error: '--password is required' })
    .min(8, '--password must be at least 8 characters')
    .max(128, '--password must be at most 128 characters'),
  name: z.string().trim().min(1).max(120).optional(),
});

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(1);
}

function readArgs() {
  let values;
  try {
    ({ values } = parseArgs({
      args: process.argv.slice(2),
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) fail(parsed.error.issues[0]?.message ?? 'Invalid arguments');
  return parsed.data;
}

async function main() {
  const args = readArgs();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  if (config.databaseUrl && config.databaseSchema) await ensurePostgresSchema(config.databaseUrl, config.databaseSchema);
  const { db } = openDatabase(config);
  try {
    const passwordHash = await createPasswordHasher(config.argon2).hash(args.password);
    const result = await whileBusy(async () => {
      await migrateToLatest(db);
      return createOrPromoteAdmin(db, { email: args.email, name: args.name, passwordHash }, Date.now());
    });
    const where = config.databaseUrl ? 'PostgreSQL' : config.dataDir;
    process.stdout.write(
      result.created
        ? `Created admin ${result.email} (id ${result.id}) in ${where}; sign in at /admin.\n`
        : `Promoted ${result.email} (id ${result.id}) to admin and set its password in ${where}; sign in at /admin.\n`,
    );
  } finally {
    await db.destroy();
  }
}

/**
 * Runs beside a live server on the same SQLite file: a transaction that read before the server
 * wrote gets SQLITE_BUSY at once (no busy wait can help it), so the whole step is tried again.
 */
async function whileBusy<T>(step: () => Promise<T>, attempts = 50): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= attempts || typeof code !== 'string' || !code.startsWith('SQLITE_BUSY')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`admin:create failed: ${(error as Error).message}\n`);
  process.exit(1);
});
