import { adminEndpoints, endpoints, type Endpoint } from '@gjs/shared';

/**
 * Each endpoint's name in the OpenAPI document: its key path in the endpoints table in camel case
 * (`admin.courses.list` → `adminCoursesList`), which generated clients use as the function's name.
 */
const names = new Map<Endpoint, string>();
const walk = (node: object, path: string[]) => {
  for (const [key, value] of Object.entries(node) as [string, object][]) {
    if ('method' in value && 'path' in value) names.set(value as Endpoint, camelCase([...path, key]));
    else walk(value, [...path, key]);
  }
};
walk(endpoints, []);
// The admin console's table keeps its names under `admin`, as when it was part of the one table.
walk(adminEndpoints, ['admin']);

function camelCase(parts: string[]): string {
  return parts.map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1))).join('');
}

export function endpointName(endpoint: Endpoint): string {
  const name = names.get(endpoint);
  if (!name) throw new Error(`${endpoint.method} ${endpoint.path} is not in the endpoints table`);
  return name;
}
