/** `balance_cents` → `balanceCents`, as a type. */
type CamelKey<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelKey<Tail>>}` : S;

/** A row type (Insertable, Updateable) with its snake_case columns named in camelCase, modifiers kept. */
export type Camelized<Row> = { [K in keyof Row as CamelKey<K & string>]: Row[K] };

const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The columns of a camelCase insert or update, for a repository to hand to Kysely:
 * `toColumns<Insertable<UsersTable>>({ passwordHash })` is `{ password_hash }`.
 */
export function toColumns<Row>(values: Camelized<Row>): Row {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [snake(key), value])) as Row;
}
