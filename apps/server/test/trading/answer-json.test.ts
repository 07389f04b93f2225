import { describe, expect, it } from 'vitest';
import { answerJson, bodyFromJson } from '../../src/lib/idempotency/answer-json.ts';

describe('answer JSON', () => {
  it('a body, when read back from stored JSON and written again, then gives the stored text as it was (not written anew)', () => {
    const stored = '{"status": "success", "data": {"order": {"id": 7, "volume": 0.1}}}';
    expect(answerJson(bodyFromJson(stored))).toBe(stored);
  });

  it('a body built in code, when written twice, then gives the same text both times', () => {
    const body = { status: 'success', data: { order: { id: 8 } } };
    expect(answerJson(body)).toBe(JSON.stringify(body));
    expect(answerJson(body)).toBe(answerJson(body));
  });
});
