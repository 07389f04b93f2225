/**
 * An answer body already written as JSON: a forwarded order's answer as the engine's instance wrote
 * it (JSON.stringify of the body its typed code built, the bytes the route's precompiled writer
 * would make), so the forwarding instance sends it on without parsing and writing it again.
 */
export class JsonText {
  constructor(readonly text: string) {}
}
