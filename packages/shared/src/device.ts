import { z } from 'zod';

/**
 * What a session's user agent says, in parts, so that each screen names it in its own language
 * ('Chrome 120', 'Desktop · Windows 10', 'Unknown browser'). Names (Chrome, Windows, iPhone) stay names.
 */
export const devicePartsSchema = z.object({
  /** 'Chrome'; null when the browser is not known. */
  browser: z.string().nullable(),
  /** The browser's major version ('120'). */
  browser_version: z.string().nullable(),
  /** 'Windows'; null when not known. */
  os: z.string().nullable(),
  os_version: z.string().nullable(),
  /** null when the request carried no user agent at all. */
  kind: z.enum(['desktop', 'mobile', 'tablet']).nullable(),
  /** 'Apple iPhone'; null for most desktops. */
  model: z.string().nullable(),
});
export type DeviceParts = z.infer<typeof devicePartsSchema>;

/** The words a language puts where a part is not known, and for each kind of device. */
export interface DeviceWords {
  unknownBrowser: string;
  unknownDevice: string;
  unknownSystem: string;
  desktop: string;
  mobile: string;
  tablet: string;
}

export const ENGLISH_DEVICE_WORDS: DeviceWords = {
  unknownBrowser: 'Unknown browser',
  unknownDevice: 'Unknown device',
  unknownSystem: 'Unknown system',
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
};

/** The browser ('Chrome 120') and the device ('Desktop · macOS 14', 'Apple iPhone · iOS 17') in `words`. */
export function deviceLabel(parts: DeviceParts, words: DeviceWords): { browser: string; device: string } {
  const browser = parts.browser ? [parts.browser, parts.browser_version].filter(Boolean).join(' ') : words.unknownBrowser;
  if (!parts.kind) return { browser, device: words.unknownDevice };
  const os = parts.os ? [parts.os, parts.os_version].filter(Boolean).join(' ') : words.unknownSystem;
  return { browser, device: [parts.model || words[parts.kind], os].join(' · ') };
}
