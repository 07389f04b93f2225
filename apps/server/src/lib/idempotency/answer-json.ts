/** Each answer body's JSON text, once written (bodies are built once and never changed afterwards). */
const written = new WeakMap<object, string>();

/**
 * The JSON text of an answer body, written once: the Idempotency-Key row that keeps it and the
 * forwarded answer that carries it to another instance share one JSON.stringify.
 */
export function answerJson(body: unknown): string {
  if (typeof body !== 'object' || body === null) return JSON.stringify(body);
  let json = written.get(body);
  if (json === undefined) {
    json = JSON.stringify(body);
    written.set(body, json);
  }
  return json;
}

/** A body read back from its JSON text: that text is its JSON from then on. */
export function bodyFromJson(json: string): unknown {
  const body: unknown = JSON.parse(json);
  if (typeof body === 'object' && body !== null) written.set(body, json);
  return body;
}
