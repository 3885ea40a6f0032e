import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, newForumPostSchema, type ForumPost, type NewForumPostInput } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { myForumStatusQueryKey } from './get-my-forum-status.ts';
import { forumPostsQueryKey } from './get-forum-posts.ts';

export async function createForumPost(input: NewForumPostInput): Promise<ForumPost> {
  return api.call(endpoints.forum.createPost, { body: newForumPostSchema.parse(input) });
}

/** After a new post the list is reloaded, and the welcome banner learns that the member has posted. */
export function useCreateForumPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createForumPost,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: forumPostsQueryKey }),
        queryClient.invalidateQueries({ queryKey: myForumStatusQueryKey }),
      ]);
    },
  });
}
