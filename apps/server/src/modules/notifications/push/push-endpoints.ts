/**
 * Whether the server may post a push to this subscription's endpoint. A subscription names any URL,
 * so without a list a trader could make the server call an address of its choosing; the list is
 * config.push.endpoints (the browser vendors' services unless PUSH_ENDPOINTS says otherwise).
 */
export function isAllowedEndpoint(endpoint: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return allowed.some((entry) => {
    const wildcard = /^(https?):\/\/\*\.(.+)$/.exec(entry);
    if (!wildcard) return url.origin === entry;
    return url.protocol === `${wildcard[1]}:` && url.hostname.endsWith(`.${wildcard[2]}`) && !url.port;
  });
}
