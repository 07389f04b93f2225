import type { TFunction } from 'i18next';
import { deviceLabel, type DeviceParts } from '@platform/shared/device';

/** A session's browser and device in the chosen language ('अज्ञात ब्राउज़र', 'डेस्कटॉप · Windows 10'). */
export function deviceText(parts: DeviceParts, t: TFunction): { browser: string; device: string } {
  return deviceLabel(parts, {
    unknownBrowser: t('profile.security.devices.unknownBrowser'),
    unknownDevice: t('profile.security.devices.unknownDevice'),
    unknownSystem: t('profile.security.devices.unknownSystem'),
    desktop: t('profile.security.devices.desktop'),
    mobile: t('profile.security.devices.mobile'),
    tablet: t('profile.security.devices.tablet'),
  });
}
