import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The id of the JSON script element in which a server-rendered page hands its data to the browser. */
export const SSR_PAYLOAD_ELEMENT_ID = 'ssr-payload';

/** What the server rendered the page with; the browser's first render uses exactly this, so hydration matches. */
export type SsrPayload = {
  /** The site origin the server wrote into canonical links and structured data. */
  origin: string;
  /** The TanStack Query cache the page was rendered from. */
  queries: DehydratedState;
  /** The router's loader state on the server: the browser's router starts from it instead of loading again. */
  router: HydrationState;
};

/**
 * JSON for a script element: '<' escaped, so that no text in the data can close the element, and '@' escaped, so
 * that the school's e-mail address (in the business details) is no plain address for harvesters: the legal pages
 * show it only obfuscated (features/legal/README.md). JSON.parse reads both back.
 */
export function serializePayload(payload: SsrPayload): string {
  return JSON.stringify(payload).replace(/</g, '\\u003c').replace(/@/g, '\\u0040');
}

/** The payload of a server-rendered page, or null for the plain app shell. */
export function readSsrPayload(): SsrPayload | null {
  const element = document.getElementById(SSR_PAYLOAD_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as SsrPayload;
}
