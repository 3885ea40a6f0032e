// The site's public origin for canonical links and structured data. A server-rendered page hands over the origin
// the server used (PUBLIC_URL), so that the browser's first render writes the very same addresses; otherwise the
// page's own origin.
let configuredOrigin: string | undefined;

export function setSiteOrigin(origin: string | undefined): void {
  configuredOrigin = origin?.replace(/\/+$/, '');
}

export function siteOrigin(): string {
  return configuredOrigin ?? window.location.origin;
}
