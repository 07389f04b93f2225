import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
import '../styles/theme.css';
import { startTheme } from '../lib/theme.ts';
import { startLanguage } from '../lib/i18n/i18n.ts';
import { reloadWhenCodeIsGone } from '../lib/reload-for-new-build.ts';

startTheme();
reloadWhenCodeIsGone();
// Installable as an app (public/manifest.webmanifest); the worker shows Web Push notifications (public/sw.js).
if ('serviceWorker' in navigator)
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));

// The first paint is already in the chosen language (Hindi's catalogue loads before it). The first
// render is a transition: React builds the screen in slices of a few milliseconds, giving the
// browser its turn in between, instead of in one task as long as the whole screen (issue 13).
void startLanguage().finally(() =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
