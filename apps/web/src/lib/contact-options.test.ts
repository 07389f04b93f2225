import { describe, expect, it } from 'vitest';
import { phoneCodeForKey, phoneCodeSelectOptions, phoneKeyForCode } from './contact-options.ts';

describe('phone code options', () => {
  it('options, when +1 serves two countries, then each still has its own key', () => {
    const keys = phoneCodeSelectOptions().map((option) => option.value);
    expect(new Set(keys).size).toBe(keys.length);
    expect(phoneCodeSelectOptions().filter((option) => option.label.startsWith('+1 '))).toHaveLength(2);
  });

  it('phoneKeyForCode, when the code is +1, then the trader’s country picks Canada or the United States', () => {
    expect(phoneCodeForKey(phoneKeyForCode('+1', 'Canada'))).toBe('+1');
    expect(phoneKeyForCode('+1', 'Canada')).not.toBe(phoneKeyForCode('+1', 'India'));
    expect(phoneKeyForCode(null)).toBe('');
    expect(phoneCodeForKey('')).toBe('');
  });
});
