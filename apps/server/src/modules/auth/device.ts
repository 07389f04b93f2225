import { UAParser } from 'ua-parser-js';

export interface Device {
  /** "Chrome 120", or "Unknown browser". */
  browser: string;
  /** "Desktop · macOS", "Mobile · iOS 17". */
  device: string;
}

/** What a trader recognises of a session: the browser and the device it runs on, from the user agent. */
export function describeDevice(userAgent: string | null): Device {
  if (!userAgent) return { browser: 'Unknown browser', device: 'Unknown device' };
  const parsed = new UAParser(userAgent).getResult();
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? `${parsed.browser.name}${major ? ` ${major}` : ''}` : 'Unknown browser';
  const kind = parsed.device.type === 'mobile' ? 'Mobile' : parsed.device.type === 'tablet' ? 'Tablet' : 'Desktop';
  const model = [parsed.device.vendor, parsed.device.model].filter(Boolean).join(' ');
  const os = parsed.os.name ? `${parsed.os.name}${parsed.os.version ? ` ${parsed.os.version}` : ''}` : 'Unknown system';
  return { browser, device: [model || kind, os].join(' · ') };
}

/** Two sign-ins are from the same device when browser, system and device kind agree (versions may move on). */
export function deviceFingerprint(userAgent: string | null): string {
  if (!userAgent) return 'unknown';
  const parsed = new UAParser(userAgent).getResult();
  return [parsed.browser.name, parsed.os.name, parsed.device.type ?? 'desktop', parsed.device.model].join('|');
}
