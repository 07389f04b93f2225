// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { setLanguage } from './i18n/i18n.ts';
import { localMessage, serverMessageOr } from './server-message.ts';

const failure = (code: string, message: string) => new ApiError(409, { status: 'error', code: code as 'CONFLICT', message });

afterEach(() => setLanguage('en'));

describe('server messages in the chosen language', () => {
  it('a known message, when the screen is English, then is shown exactly as the server wrote it', () => {
    expect(serverMessageOr(failure('INVALID_CODE', 'That code is not valid. Check your authenticator app and try again.'), 'x')).toBe(
      'That code is not valid. Check your authenticator app and try again.',
    );
    expect(localMessage('Please add a message.')).toBe('Please add a message.');
  });

  it('a known message, when the screen is Hindi, then its Hindi text, placeholders filled from the English', async () => {
    await setLanguage('hi');
    expect(localMessage('Please add a message.')).toBe('कृपया अपना संदेश लिखें।');
    expect(localMessage('The EURUSD market is closed. Please try again when it opens.')).toBe(
      'EURUSD का मार्केट बंद है। मार्केट खुलने पर फिर से कोशिश करें।',
    );
    expect(localMessage('At most 120 characters.')).toBe('ज़्यादा से ज़्यादा 120 अक्षर।');
  });

  it('a calendar overlap, when the screen is Hindi, then its weekday and session kind are Hindi too, the target and times as sent', async () => {
    await setLanguage('hi');
    expect(localMessage("Metals: Monday's trade sessions 01:00–05:00 and 04:00–06:00 overlap.")).toBe(
      'Metals: सोमवार के ट्रेड सत्र 01:00–05:00 और 04:00–06:00 एक-दूसरे पर चढ़ते हैं।',
    );
    expect(localMessage("Friday: Sunday's quote sessions 00:00–02:00 and 01:00–03:00 overlap.")).toBe(
      'Friday: रविवार के कोट सत्र 00:00–02:00 और 01:00–03:00 एक-दूसरे पर चढ़ते हैं।',
    );
  });

  it('an unknown message, when the screen is Hindi, then what its code means; with no code, the screen’s own fallback', async () => {
    await setLanguage('hi');
    expect(serverMessageOr(failure('ALREADY_REVIEWED', 'Something new the server says.'), 'fallback')).toBe('इस पर पहले ही फ़ैसला हो चुका है।');
    expect(serverMessageOr(new Error('boom'), 'अपना संदेश')).toBe('अपना संदेश');
    expect(localMessage('A note the trader wrote.')).toBe('A note the trader wrote.');
  });
});
