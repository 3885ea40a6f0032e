/** Query keys of the admin console; a mutation invalidates the keys it changes. */
export const adminKeys = {
  all: ['admin'] as const,
  courses: ['admin', 'courses'] as const,
  course: (id: number) => ['admin', 'courses', id] as const,
  upcoming: ['admin', 'upcoming'] as const,
  tracks: ['admin', 'backing-tracks'] as const,
  track: (id: number) => ['admin', 'backing-tracks', id] as const,
  settings: ['admin', 'settings'] as const,
  stats: (from: string, to: string) => ['admin', 'stats', from, to] as const,
  audit: (filters: object) => ['admin', 'audit', filters] as const,
  members: ['admin', 'members'] as const,
  memberList: (query: object) => ['admin', 'members', 'list', query] as const,
  member: (id: number) => ['admin', 'members', id] as const,
};
