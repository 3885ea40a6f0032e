import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, newForumCommentSchema } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { forumPostsQueryKey } from './get-forum-posts.ts';

/** The text is trimmed before sending (product 0423); the answer is not read, the list is reloaded instead. */
export async function createForumComment(postId: number, content: string): Promise<void> {
  await api.call(endpoints.forum.addComment, {
    params: { id: postId },
    body: newForumCommentSchema.parse({ content }),
  });
}

export function useCreateForumComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => createForumComment(postId, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumPostsQueryKey }),
  });
}
