import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { flagFileAlias } from './build/flag-files.ts';
import { precompress } from './build/precompress.ts';
import { websocketOnly } from './build/websocket-only.ts';

/**
 * What both first views (/login and a signed-in /dashboard) load beside the entry: React, React Router,
 * the app's frame, the shared buttons, fields and spinner, lucide's icon base and the icons both show,
 * the server-message helper. In one file instead of a dozen small ones, each of which costs about half a
 * kilobyte of response headers and compresses worse alone. Each module's imports come along; its lazy
 * imports stay lazy. No zod here: the shared schemas load with the first form check or the first
 * screen that parses an answer (the first views read plain constants and types only).
 */
const FIRST_VIEW = [
  /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
  /^\0vite[\\/]preload-helper/,
  /^\0@?rolldown[\\/]runtime/,
  /src[\\/]app[\\/][^\\/]+\.tsx$/,
  /src[\\/]components[\\/]ui[\\/](spinner|checkbox|button|text-field)\.tsx$/,
  /src[\\/]components[\\/]layout[\\/](use-choose-language\.ts|brand-logo\.tsx|language-segments\.tsx)$/,
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/]|lucide-react)|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](check|circle-x|x)\.mjs$/,
  /src[\\/]lib[\\/](server-message|loaded-query-client)\.ts$/,
  /shared[\\/]src[\\/](languages|error-codes)\.ts$/,
];
/**
 * TanStack Query with the app's client and the signed-in user: every screen but sign-in's brings it
 * (lib/with-queries.tsx). The dashboard's route (which only picks the desktop or the phone screen)
 * comes along: it loads together with this file anyway, and alone it was a file of half a kilobyte
 * with as much again in headers.
 */
const QUERIES = [
  /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/,
  /src[\\/]lib[\\/](query-client\.tsx|use-me\.ts|selected-symbol\.ts)$/,
  /src[\\/]app[\\/]routes[\\/](dashboard[\\/]dashboard-page\.tsx|mobile-trading[\\/]use-mobile-layout\.ts)$/,
  /src[\\/]features[\\/]market[\\/]hooks[\\/]use-symbol-url-sync\.ts$/,
];
/** The sign-in screen at /login (and /register around sign-up's lazy form): its components, texts and calls in one file. */
const SIGN_IN = [
  /src[\\/]features[\\/]auth[\\/]routes[\\/]auth-page\.tsx$/,
  /src[\\/]features[\\/]auth[\\/]components[\\/](auth-hero|hero-chart|market-snapshot|login-form|two-factor-step|auth-success|auth-card|form-banner)\.tsx$/,
  /src[\\/]features[\\/]auth[\\/](hooks[\\/](use-login-flow|use-timers|use-auth-mode|auth-timing)|api[\\/](log-in|get-market-snapshot)|lib[\\/]email-input)\.ts$/,
  /src[\\/]lib[\\/]i18n[\\/]locales[\\/]en[\\/]auth\.ts$/,
  /shared[\\/]src[\\/]security-messages\.ts$/,
];
/**
 * What every signed-in screen adds (the dashboard first): the frame (top bar, socket, bell, menus'
 * triggers) with its texts, dialogs, tabs, number and money formats (the form parts, select and form
 * message, load with the forms).
 */
const SIGNED_IN = [
  /src[\\/]components[\\/]layout[\\/]app-layout\.tsx$/,
  // The frame's own: the persistent layout route, the bell and the socket's account and order events (app/signed-in/).
  /src[\\/]app[\\/]signed-in[\\/]signed-in-(frame|layout)\.tsx$/,
  /src[\\/]features[\\/]trading[\\/]hooks[\\/]use-trading-events\.ts$/,
  /src[\\/]components[\\/]ui[\\/](dialog|confirm-dialog|tabs)\.tsx$/,
  /src[\\/]lib[\\/](format|action-key)\.ts$/,
  /src[\\/]lib[\\/]i18n[\\/]locales[\\/]en[\\/]layout\.ts$/,
  /shared[\\/]src[\\/]money\.ts$/,
  // The prices and the USD rule: the dashboard's figures use them, and so do the display currency's on
  // every screen (the account menu's rows, the profile), which must not bring the chart's file along.
  /src[\\/]lib[\\/](tick-store|symbols-query)\.ts$/,
  /shared[\\/]src[\\/](usd-rate|quote)\.ts$/,
];
/**
 * Trading from the chart, on the desktop dashboard and the phone screen alike, with the English
 * trading texts. Not the dashboard page (it loads with TanStack Query).
 */
const CHART_TRADING = [
  /src[\\/]app[\\/]routes[\\/]dashboard[\\/](use-chart-trading|live-alert-dialog)\.tsx$/,
  /src[\\/]components[\\/]chart[\\/]price-chart\.tsx$/,
  /src[\\/]features[\\/]trading[\\/](hooks[\\/](use-trade-form|use-risk-context)|lib[\\/](default-stop-pips|price-terms))\.ts$/,
  /src[\\/]features[\\/]trading[\\/]components[\\/](orders[\\/](close-all-bar|lazy-editors)|trade-panel[\\/]stop-field)\.tsx$/,
  /src[\\/]features[\\/]trading[\\/](hooks[\\/]use-trade-figures|api[\\/]cancel-order)\.ts$/,
  /src[\\/]features[\\/]trading[\\/]components[\\/]orders[\\/]pending-price\.tsx$/,
  /shared[\\/]src[\\/](order-limits|alert-conditions|trading-math)\.ts$/,
  // The symbol search and favourites: the desktop's list and the phone's picker both use them (alone, files of 1 kB).
  /src[\\/]features[\\/]market[\\/](lib[\\/]filter-symbols|api[\\/](get-symbols|toggle-favourite))\.ts$/,
  // The ⓘ of every symbol row and of both screens' headers (alone, a file of 1 kB with half as much again in headers).
  /src[\\/]features[\\/]market[\\/]components[\\/]contract-specification-button\.tsx$/,
  // The English trading texts: both screens ask for them (router.tsx), and English is always loaded.
  /src[\\/]lib[\\/]i18n[\\/]locales[\\/]en[\\/]trading\.ts$/,
];
/**
 * The figures in the profile's display currency (the footer's line, the account menu's rows): one file
 * that loads only for a trader who chose one, and on any screen without the chart's file.
 */
const DISPLAY_CURRENCY = [/src[\\/]lib[\\/]display-currency\.ts$/, /src[\\/]components[\\/]display-currency[\\/]/];
const matches = (patterns: RegExp[]) => (id: string) => patterns.some((pattern) => pattern.test(id));

export default defineConfig({
  plugins: [react(), websocketOnly(), precompress()],
  // Radix's scroll lock injects a <style> tag the strict CSP blocks; a class-based stand-in replaces it.
  resolve: {
    alias: [
      { find: 'react-remove-scroll', replacement: fileURLToPath(new URL('./src/components/ui/remove-scroll-shim.tsx', import.meta.url)) },
      flagFileAlias,
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // Every browser the app supports preloads modules itself (Chromium 66+, Firefox 115+, Safari 17+):
    // the entry goes without Vite's stand-in for older ones (a few hundred bytes in each first visit).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'first-view', test: matches(FIRST_VIEW) },
            { name: 'queries', test: matches(QUERIES) },
            { name: 'sign-in', test: matches(SIGN_IN) },
            { name: 'signed-in', test: matches(SIGNED_IN) },
            // Its own file: the reports' balance chart draws with it too.
            { name: 'lightweight-charts', test: matches([/node_modules[\\/]lightweight-charts[\\/]/]) },
            { name: 'chart-trading', test: matches(CHART_TRADING) },
            { name: 'display-currency', test: matches(DISPLAY_CURRENCY) },
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
