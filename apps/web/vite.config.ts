import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './build/precompress.ts';

/**
 * What both first views (/login and a signed-in /dashboard) load beside the entry: React, zod, TanStack
 * Query, the shared buttons, fields, icons and spinner, the server-message helper. In one file
 * instead of a dozen small ones, each of which costs about half a kilobyte of response headers and
 * compresses worse alone. Each module's imports come along; its lazy imports stay lazy.
 */
const FIRST_VIEW = [
  /node_modules[\\/](react|react-dom|scheduler|zod|@tanstack[\\/]react-query)[\\/]/,
  /^\0vite[\\/]preload-helper/,
  /src[\\/]components[\\/]ui[\\/](icons|spinner|checkbox|button|text-field)\.tsx$/,
  /src[\\/]components[\\/]layout[\\/](use-choose-language\.ts|brand-logo\.tsx)$/,
  /src[\\/]lib[\\/](server-message|use-me)\.ts$/,
  /shared[\\/]src[\\/](errors|symbols)\.ts$/,
];
/** What every signed-in screen adds (the dashboard first): dialogs, selects, number and money formats, the frame's texts. */
const SIGNED_IN = [
  /src[\\/]components[\\/]ui[\\/](select|form-message|dialog|confirm-dialog|tabs)\.tsx$/,
  /src[\\/]lib[\\/](format|action-key)\.ts$/,
  /src[\\/]lib[\\/]i18n[\\/]locales[\\/]en[\\/]layout\.ts$/,
  /shared[\\/]src[\\/](numbers|banking|settings|money)\.ts$/,
];
const matches = (patterns: RegExp[]) => (id: string) => patterns.some((pattern) => pattern.test(id));

export default defineConfig({
  plugins: [react(), precompress()],
  // Radix's scroll lock injects a <style> tag the strict CSP blocks; a class-based stand-in replaces it.
  resolve: { alias: { 'react-remove-scroll': fileURLToPath(new URL('./src/components/ui/remove-scroll-shim.tsx', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'first-view', test: matches(FIRST_VIEW) },
            { name: 'signed-in', test: matches(SIGNED_IN) },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'ws://localhost:3000', ws: true } },
  },
});
