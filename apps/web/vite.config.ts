import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  // Radix's scroll lock injects a <style> tag the strict CSP blocks; a class-based stand-in replaces it.
  resolve: { alias: { 'react-remove-scroll': fileURLToPath(new URL('./src/components/ui/remove-scroll-shim.tsx', import.meta.url)) } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 900 },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'ws://localhost:3000', ws: true } },
  },
});
