import { useState } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useCreateForumComment } from '../api/create-forum-comment.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { commentErrorText, forumTexts } from '../lib/forum-texts.ts';

/**
 * A post's comment box (product 0422): 2 rows; Cancel and Post appear once it is focused. Cancel clears the draft and
 * hides them; posting sends the trimmed text (never whitespace only), clears the draft and reloads the posts.
 */
export function CommentBox({ postId }: { postId: number }) {
  const forum = useTexts(forumTexts);
  const texts = forum.comment;
  const addComment = useCreateForumComment(postId);
  const [draft, setDraft] = useState('');
  const [active, setActive] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const cancel = () => {
    setDraft('');
    setActive(false);
    setError(null);
  };

  const post = async () => {
    const content = draft.trim();
    if (!content) return;
    setError(null);
    try {
      await addComment.mutateAsync(content);
      setDraft('');
      setActive(false);
    } catch (failure) {
      setError(commentErrorText(failure, forum));
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <TextField
        placeholder={texts.placeholder}
        multiline
        rows={2}
        fullWidth
        size="small"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onFocus={() => setActive(true)}
        disabled={addComment.isPending}
        slotProps={{ htmlInput: { 'aria-label': texts.label } }}
      />
      {active && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
          <Button size="small" variant="outlined" onClick={cancel} disabled={addComment.isPending}>
            {texts.cancel}
          </Button>
          <Button
            size="small"
            variant="contained"
            onClick={() => void post()}
            disabled={addComment.isPending || !draft.trim()}
          >
            {texts.post}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
