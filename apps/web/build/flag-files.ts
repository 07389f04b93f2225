import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `flag-file/US.svg` → the country-flag-icons package's own square SVG file. The package exports
 * its flags as JS strings only; imported as files (`?no-inline`) they become hashed images of the
 * build, fetched and parsed like any image instead of riding in the dashboard's JavaScript.
 */
export const flagFileAlias = {
  find: /^flag-file\/([A-Z]{2}\.svg)/,
  replacement: `${path.join(path.dirname(fileURLToPath(import.meta.resolve('country-flag-icons'))), '1x1')}/$1`,
};
