import { Avatar, Box, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import type { ForumAuthor, ForumPost } from '@gjs/shared';
import { ForumLink } from './forum-link.tsx';
import { Markdown } from '#components/ui/markdown.tsx';
import { useTexts } from '#lib/i18n/texts.ts';
import { forumTexts } from '../lib/forum-texts.ts';
import { CommentBox } from './comment-box.tsx';

/** The author's picture, or the first letter of the username (also when the picture fails to load). */
function AuthorAvatar({ author, size }: { author: ForumAuthor; size: number }) {
  return (
    <Avatar
      src={author.profile_image ?? undefined}
      alt={author.username}
      sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size / 2.2 }}
    >
      {author.username.charAt(0).toUpperCase()}
    </Avatar>
  );
}

function Byline({ author, date, size }: { author: ForumAuthor; date: string; size: number }) {
  const texts = useTexts(forumTexts);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <AuthorAvatar author={author} size={size} />
      <Box>
        <Typography sx={{ fontWeight: 600, lineHeight: 1.2 }}>{author.username}</Typography>
        <Typography variant="caption" color="text.secondary">
          {texts.date(date)}
        </Typography>
      </Box>
    </Stack>
  );
}

/** One post (product 0420): byline, category badge, subject, markdown content, its comments and a comment box. */
export function PostCard({ post }: { post: ForumPost }) {
  const texts = useTexts(forumTexts);
  return (
    <Card component="article" aria-labelledby={`post-${post.id}-subject`}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 2 }}>
          <Byline author={post.author} date={post.created_at} size={40} />
          <Chip label={texts.categories[post.category]} size="small" color="secondary" />
        </Stack>
        <Typography id={`post-${post.id}-subject`} variant="h6" component="h2" gutterBottom>
          {post.subject}
        </Typography>
        <Markdown link={ForumLink}>{post.content}</Markdown>
        <Divider sx={{ my: 2 }} />
        {/* The comments' heading, one level below the post's subject. */}
        <Typography variant="subtitle2" component="h3" color="text.secondary">
          {texts.comments(post.comments.length)}
        </Typography>
        <Stack spacing={1.5} sx={{ mt: 1.5 }}>
          {post.comments.map((comment) => (
            <Box
              key={comment.id}
              data-testid="forum-comment"
              sx={{ bgcolor: 'grey.50', borderRadius: 2, p: 1.5, border: 1, borderColor: 'divider' }}
            >
              <Byline author={comment.author} date={comment.created_at} size={28} />
              <Markdown sx={{ mt: 1 }} link={ForumLink}>
                {comment.content}
              </Markdown>
            </Box>
          ))}
        </Stack>
        <CommentBox postId={post.id} />
      </CardContent>
    </Card>
  );
}
