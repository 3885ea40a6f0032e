import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Collapse, Container, Stack, Typography } from '@mui/material';
import { useLocation } from 'react-router';
import type { ForumCategory, NewForumPostInput } from '@gjs/shared';
import { useForumPosts } from '../api/get-forum-posts.ts';
import { useDebouncedValue } from '#lib/hooks/use-debounced-value.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { forumTexts } from '../lib/forum-texts.ts';
import { readForumPrefill } from '../lib/prefill.ts';
import { ForumFilters } from './forum-filters.tsx';
import { EMPTY_POST, NewPostForm } from './new-post-form.tsx';
import { PostCard } from './post-card.tsx';

export const SEARCH_DEBOUNCE_MS = 300;

function Message({ children, error = false }: { children: string; error?: boolean }) {
  return (
    <Typography
      role={error ? 'alert' : undefined}
      color={error ? 'error' : 'text.secondary'}
      sx={{ py: 6, textAlign: 'center', fontWeight: 500 }}
    >
      {children}
    </Typography>
  );
}

type FormState = { open: boolean; key: number; values: NewForumPostInput; focusContent: boolean };

function initialForm(state: unknown): FormState {
  const prefill = readForumPrefill(state);
  return {
    open: prefill.subject !== undefined,
    key: 0,
    values: { ...EMPTY_POST, ...prefill },
    focusContent: prefill.subject !== undefined,
  };
}

/** The community forum (product 0420, 0422): search and category are filtered by the server (decision 0410). */
export function ForumPage() {
  const texts = useTexts(forumTexts);
  const location = useLocation();
  const [form, setForm] = useState(() => initialForm(location.state));
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<ForumCategory | ''>('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const posts = useForumPosts({ search: debouncedSearch, category });

  if (posts.isPending) return <Message>{texts.loading}</Message>;
  if (posts.isError) return <Message error>{texts.loadFailed}</Message>;

  const list = posts.data.pages.flat();
  // Until the first cancel or post, the form keeps what the navigation state prefilled (e.g. a category alone).
  const openForm = () =>
    setForm((f) => ({ open: true, key: f.key + 1, values: f.values, focusContent: false }));
  const closeForm = () => setForm((f) => ({ ...f, open: false, key: f.key + 1, values: EMPTY_POST }));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 3, gap: 2 }}>
        <Typography variant="h3" component="h1">
          {texts.heading}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={openForm} disabled={form.open}>
          {texts.newPost}
        </Button>
      </Stack>
      <ForumFilters
        search={search}
        category={category}
        onSearchChange={setSearch}
        onCategoryChange={setCategory}
      />
      <Collapse in={form.open} unmountOnExit>
        <NewPostForm
          key={form.key}
          initialValues={form.values}
          focusContent={form.focusContent}
          onClose={closeForm}
        />
      </Collapse>
      {list.length === 0 ? (
        <Message>{texts.empty}</Message>
      ) : (
        <Stack spacing={2.5}>
          {list.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </Stack>
      )}
      {posts.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button
            variant="outlined"
            onClick={() => void posts.fetchNextPage()}
            disabled={posts.isFetchingNextPage}
          >
            {texts.loadMore}
          </Button>
        </Box>
      )}
    </Container>
  );
}
