/**
 * One Idempotency-Key per user action. React Query calls a mutation again (a retry) with the same
 * variables object, so the key is tied to that object: a retry reuses it and the server answers
 * once; the next click builds new variables and gets a new key.
 */
const keys = new WeakMap<object, string>();

export function actionKey(variables: object): { 'idempotency-key': string } {
  let key = keys.get(variables);
  if (!key) {
    key = crypto.randomUUID();
    keys.set(variables, key);
  }
  return { 'idempotency-key': key };
}
