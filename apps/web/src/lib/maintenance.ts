import { endpointMatches, endpointsOf, endpoints } from '@gjs/shared';
import { env } from '../config/env.ts';
import { getStoredMaintenanceMode, getToken } from './storage.ts';

/** On when the stored maintenance_mode is 'true' in any case; without a stored value the build default holds. */
export function isMaintenanceMode(): boolean {
  const stored = getStoredMaintenanceMode();
  if (stored === null) return env.VITE_MAINTENANCE_MODE;
  return stored.toLowerCase() === 'true';
}

// Whether the signed-in user is staff; the session sets it once the profile has loaded. Kept in memory only:
// after a reload it is false until the profile (a call the gate lets through) says otherwise.
let staffSession = false;

export function setStaffSession(isStaff: boolean): void {
  staffSession = isStaff;
}

function isStaffSession(): boolean {
  return staffSession && getToken() !== null;
}

/**
 * Calls the server decides on even in maintenance (decision 0408): it answers non-staff with 503 itself, and staff
 * must be able to read the settings, log in, keep their session and load their profile to switch maintenance off.
 */
// The admin console's table (adminEndpoints) marks no call so; it stays out of the first load.
const SERVER_DECIDES = endpointsOf(endpoints).filter((endpoint) => endpoint.sentInMaintenance);

/** The path of a URL, without origin, query or fragment. */
export function pathOnly(url: string): string {
  const withoutOrigin = url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '');
  return withoutOrigin.split(/[?#]/, 1)[0] ?? '';
}

/** True when the client must refuse this API call because maintenance is on. */
export function isBlockedByMaintenance(method: string, url: string): boolean {
  if (!isMaintenanceMode() || isStaffSession()) return false;
  const path = pathOnly(url);
  const upper = method.toUpperCase();
  return !SERVER_DECIDES.some((call) => call.method === upper && endpointMatches(call, path));
}
