import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newForumCommentSchema } from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';
import { FORUM_POSTS_PATH, forumPostsQueryKey } from './get-forum-posts.ts';

export const forumCommentsPath = (postId: number) => `${FORUM_POSTS_PATH}${postId}/comments/`;

/** The text is trimmed before sending (decision 0423); the answer is not read, the list is reloaded instead. */
export async function createForumComment(postId: number, content: string): Promise<void> {
  await api.post(forumCommentsPath(postId), newForumCommentSchema.parse({ content }));
}

export function useCreateForumComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => createForumComment(postId, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumPostsQueryKey }),
  });
}
