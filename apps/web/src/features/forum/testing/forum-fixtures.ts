import type { ForumPost } from '@gjs/shared';

export function makePost(id: number, overrides: Partial<ForumPost> = {}): ForumPost {
  return {
    id,
    subject: `Subject ${id}`,
    content: `Content of post ${id}`,
    category: 'general',
    created_at: '2026-11-20T10:00:00.000Z',
    author: { id: 100 + id, username: `player${id}`, profile_image: null },
    comments: [],
    ...overrides,
  };
}
