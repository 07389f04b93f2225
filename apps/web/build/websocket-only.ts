import path from 'node:path';
import type { Plugin } from 'vite';

const TRANSPORTS = '\0websocket-only-transports';
const ENGINE_IO = /engine\.io-client[\\/]build[\\/]esm[\\/](socket|index)\.js$/;
/** The other transports: engine.io-client's index re-exports them, so they leave only when unused code may go. */
const OTHER_TRANSPORTS = /engine\.io-client[\\/]build[\\/]esm[\\/]transports[\\/](polling|polling-xhr|polling-fetch|webtransport)\.js$/;

/**
 * The app's socket connects by websocket only (lib/socket-client.ts, `transports: ['websocket']`),
 * yet engine.io-client's table of transports imports long-polling and WebTransport too, and keeps
 * them in every signed-in screen's first load. This gives engine.io-client a table with the
 * websocket transport alone (about 2 kB less, compressed); a connection behaves as before.
 */
export function websocketOnly(): Plugin {
  let websocket = '';
  return {
    name: 'websocket-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './transports/index.js' || !importer || !ENGINE_IO.test(importer)) return null;
      websocket = path.join(path.dirname(importer), 'transports', 'websocket.js');
      return TRANSPORTS;
    },
    transform(code, id) {
      return OTHER_TRANSPORTS.test(id) ? { code, moduleSideEffects: false } : null;
    },
    load(id) {
      if (id !== TRANSPORTS) return null;
      return `import { WS } from ${JSON.stringify(websocket)};\nexport const transports = { websocket: WS };\n`;
    },
  };
}
