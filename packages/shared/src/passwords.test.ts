import { describe, expect, it } from 'vitest';
import { changePasswordRequestSchema, meetsPasswordRules, passwordRules } from './passwords.ts';

describe('password rules', () => {
  it.each([
    ['Abcdefg1', true],
    ['Abcdef1', false],
    ['abcdefg1', false],
    ['ABCDEFG1', false],
    ['Abcdefgh', false],
    ['Abcdefg1 !~', true],
    ['Abcdéfg1', false],
    ['Abcdefg1\t', false],
  ])('%s, when checked, then meets the rules: %s', (password, ok) => {
    expect(meetsPasswordRules(password)).toBe(ok);
  });

  it('the checklist, when a password is typed, then ticks exactly the rules it meets', () => {
    const ticked = passwordRules.filter((rule) => rule.test('abc1')).map((rule) => rule.id);
    expect(ticked).toEqual(['lower', 'digit', 'latin']);
  });

  it('the request, when the new password is weak, then the spec message', () => {
    const result = changePasswordRequestSchema.safeParse({ old_password: 'x', new_password: 'weak' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Password does not meet minimum requirements.');
  });
});
