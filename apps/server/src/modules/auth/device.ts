import { UAParser } from 'ua-parser-js';
import { deviceLabel, ENGLISH_DEVICE_WORDS, type DeviceParts } from '@platform/shared/device';

export interface Device {
  /** "Chrome 120", or "Unknown browser". */
  browser: string;
  /** "Desktop · macOS", "Mobile · iOS 17". */
  device: string;
  /** The same in parts, for a screen in another language to name them. */
  device_parts: DeviceParts;
}

/** What a user agent says of the browser and the device it runs on. */
export function deviceParts(userAgent: string | null): DeviceParts {
  if (!userAgent) return { browser: null, browser_version: null, os: null, os_version: null, kind: null, model: null };
  const parsed = new UAParser(userAgent).getResult();
  const type = parsed.device.type;
  return {
    browser: parsed.browser.name ?? null,
    browser_version: (parsed.browser.name && parsed.browser.version?.split('.')[0]) || null,
    os: parsed.os.name ?? null,
    os_version: (parsed.os.name && parsed.os.version) || null,
    kind: type === 'mobile' ? 'mobile' : type === 'tablet' ? 'tablet' : 'desktop',
    model: [parsed.device.vendor, parsed.device.model].filter(Boolean).join(' ') || null,
  };
}

/** What a trader recognises of a session: the browser and the device it runs on (in English), and their parts. */
export function describeDevice(userAgent: string | null): Device {
  const parts = deviceParts(userAgent);
  return { ...deviceLabel(parts, ENGLISH_DEVICE_WORDS), device_parts: parts };
}

/** Two sign-ins are from the same device when browser, system and device kind agree (versions may move on). */
export function deviceFingerprint(userAgent: string | null): string {
  if (!userAgent) return 'unknown';
  const parsed = new UAParser(userAgent).getResult();
  return [parsed.browser.name, parsed.os.name, parsed.device.type ?? 'desktop', parsed.device.model].join('|');
}
