import { describe, expect, it } from 'vitest';
import { deviceLabel, ENGLISH_DEVICE_WORDS, type DeviceParts, type DeviceWords } from './device.ts';

const HINDI: DeviceWords = {
  unknownBrowser: 'अज्ञात ब्राउज़र',
  unknownDevice: 'अज्ञात डिवाइस',
  unknownSystem: 'अज्ञात सिस्टम',
  desktop: 'डेस्कटॉप',
  mobile: 'मोबाइल',
  tablet: 'टैबलेट',
};
const nothing: DeviceParts = { browser: null, browser_version: null, os: null, os_version: null, kind: null, model: null };

describe('deviceLabel', () => {
  it('a known browser and system, when named, then keeps the names and versions in any language', () => {
    const parts: DeviceParts = { ...nothing, browser: 'Chrome', browser_version: '120', os: 'Windows', os_version: '10', kind: 'desktop' };
    expect(deviceLabel(parts, ENGLISH_DEVICE_WORDS)).toEqual({ browser: 'Chrome 120', device: 'Desktop · Windows 10' });
    expect(deviceLabel(parts, HINDI)).toEqual({ browser: 'Chrome 120', device: 'डेस्कटॉप · Windows 10' });
  });

  it('a phone with a model, when named, then shows the model instead of the kind', () => {
    const parts: DeviceParts = { ...nothing, browser: 'Mobile Safari', os: 'iOS', kind: 'mobile', model: 'Apple iPhone' };
    expect(deviceLabel(parts, HINDI)).toEqual({ browser: 'Mobile Safari', device: 'Apple iPhone · iOS' });
  });

  it('unknown parts, when named, then take the words of the chosen language', () => {
    expect(deviceLabel({ ...nothing, kind: 'desktop' }, HINDI)).toEqual({ browser: 'अज्ञात ब्राउज़र', device: 'डेस्कटॉप · अज्ञात सिस्टम' });
    expect(deviceLabel(nothing, ENGLISH_DEVICE_WORDS)).toEqual({ browser: 'Unknown browser', device: 'Unknown device' });
  });
});
