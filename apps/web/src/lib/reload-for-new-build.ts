/** When the page last reloaded because its code was gone (a new build was deployed while it was open). */
const KEY = 'reloadedForNewBuildAt';
/** A second missing file within this time means reloading does not help: show the error instead of looping. */
const AT_MOST_EVERY_MS = 60_000;

/**
 * The browser asks for a file of the build it started with: true when an import failed the way a
 * build that is no longer served fails (the server answers 404 for an unknown hashed file).
 */
export function isMissingCode(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  // Chromium, Firefox and Safari word it differently.
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}

/**
 * Reloads the page to take the new build's index.html, at most once a minute; false when it
 * already did, so the caller shows its error rather than reloading forever.
 */
export function reloadForNewBuild(reload = () => window.location.reload()): boolean {
  const last = Number(sessionStorage.getItem(KEY) ?? 0);
  if (Date.now() - last < AT_MOST_EVERY_MS) return false;
  sessionStorage.setItem(KEY, String(Date.now()));
  reload();
  return true;
}

/** Vite reports a lazily loaded file it could not fetch as 'vite:preloadError': reload to the new build. */
export function reloadWhenCodeIsGone(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForNewBuild()) event.preventDefault();
  });
}
