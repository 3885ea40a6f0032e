import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ForumPost } from '@gjs/shared';
import type { Language } from '#lib/i18n/language.ts';
import { loadTexts } from '#lib/i18n/texts.ts';
import { jsonResponse, stubFetch, type FetchCall } from '#testing/fetch-mock.ts';
import { fakeAuth, makeProfile, renderWithRouter } from '#testing/render.tsx';
import { makePost } from '../testing/forum-fixtures.ts';
import { ForumPage } from './forum-page.tsx';

const POSTS: ForumPost[] = [
  makePost(1, {
    subject: 'Which strings for a Selmer copy?',
    content: 'I play **Argentine** strings.\nWhat do you use?',
    category: 'gear',
    author: { id: 11, username: 'django', profile_image: null },
    comments: [
      {
        id: 5,
        content: 'Savarez, _always_.',
        created_at: '2026-11-21T10:00:00.000Z',
        author: { id: 12, username: 'stochelo', profile_image: null },
      },
    ],
  }),
  makePost(2, { subject: 'La pompe at 200 BPM', category: 'rhythm' }),
];

// MUI screens with many interactions are slow on a busy machine: give them room rather than flake.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });
const userEvent = userEventLib.setup({ delay: null });

type Handler = (call: FetchCall) => Response | Promise<Response>;

function renderForum(
  handler: Handler = () => jsonResponse(POSTS),
  route = '/forum',
  language: Language = 'en',
) {
  const { calls } = stubFetch(handler);
  const view = renderWithRouter(<></>, {
    route,
    language,
    auth: fakeAuth({ user: makeProfile() }),
    routes: [
      { path: '/forum', element: <ForumPage /> },
      { path: '/', element: <p>start</p> },
    ],
  });
  return { ...view, calls };
}

const listCalls = (calls: FetchCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/forum/posts/?'));

describe('forum page', () => {
  it("shows 'Loading...' while the posts load", async () => {
    renderForum(() => new Promise<Response>(() => undefined));
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it("replaces the page with 'Failed to load posts' when the list fails", async () => {
    renderForum(() => jsonResponse({ message: 'boom' }, 500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load posts');
    expect(screen.queryByRole('button', { name: 'New Post' })).not.toBeInTheDocument();
  });

  it('shows the title, New Post, the search box and the category filter with all five categories', async () => {
    renderForum();
    expect(await screen.findByRole('heading', { name: 'Community Forum', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Post' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by subject, content, or author')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'All Categories',
      'General',
      'Songs',
      'Rhythm',
      'Technique',
      'Gear',
    ]);
  });

  it('shows each post: initial, author, date, category badge, subject, markdown, comment count and comments', async () => {
    renderForum();
    const card = (await screen.findByRole('heading', { name: 'Which strings for a Selmer copy?' })).closest(
      'article',
    )!;
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('D')).toBeInTheDocument();
    expect(inCard.getByText('django')).toBeInTheDocument();
    expect(inCard.getByText('20 Nov 2026')).toBeInTheDocument();
    expect(inCard.getByText('Gear')).toBeInTheDocument();
    expect(inCard.getByText('Argentine').tagName).toBe('STRONG');
    expect(card.querySelector('br')).not.toBeNull();
    expect(inCard.getByText('1 comment')).toBeInTheDocument();
    expect(inCard.getByText('stochelo')).toBeInTheDocument();
    expect(inCard.getByText('always').tagName).toBe('EM');
    expect(screen.getByText('0 comments')).toBeInTheDocument();
  });

  it('asks the server for the first page without filters', async () => {
    const { calls } = renderForum();
    await screen.findByText('La pompe at 200 BPM');
    expect(listCalls(calls).map((c) => c.url)).toEqual(['/api/forum/posts/?page=1&page_size=50']);
  });

  it('sends the search (debounced, trimmed) and the category to the server and shows its answer', async () => {
    const { calls } = renderForum(({ url }) =>
      jsonResponse(url.includes('search=') || url.includes('category=') ? [POSTS[1]] : POSTS),
    );
    await screen.findByText('La pompe at 200 BPM');
    await userEvent.type(screen.getByPlaceholderText('Search by subject, content, or author'), ' Pompe ');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.url).toBe('/api/forum/posts/?search=Pompe&page=1&page_size=50'),
    );
    // One request for the whole word, not one per key.
    expect(listCalls(calls)).toHaveLength(2);
    await waitFor(() =>
      expect(screen.queryByText('Which strings for a Selmer copy?')).not.toBeInTheDocument(),
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(screen.getByRole('option', { name: 'Rhythm' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.url).toBe(
        '/api/forum/posts/?search=Pompe&category=rhythm&page=1&page_size=50',
      ),
    );
  });

  it('offers more posts when a full page came back', async () => {
    const page1 = Array.from({ length: 50 }, (_, i) => makePost(100 - i, { content: 'plain' }));
    const { calls } = renderForum(({ url }) => jsonResponse(url.includes('page=2') ? [makePost(1)] : page1));
    await userEvent.click(await screen.findByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByText('Subject 1')).toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.url).toBe('/api/forum/posts/?page=2&page_size=50');
    expect(screen.queryByRole('button', { name: 'Load more posts' })).not.toBeInTheDocument();
  });
});

describe('create form', () => {
  it('is hidden at first, opens on New Post with category general and a 4-row content box', async () => {
    renderForum();
    await screen.findByText('La pompe at 200 BPM');
    expect(screen.queryByRole('form', { name: 'Create New Post' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New Post' }));
    const form = screen.getByRole('form', { name: 'Create New Post' });
    expect(within(form).getByRole('combobox', { name: /Category/ })).toHaveTextContent('General');
    expect(within(form).getByRole('textbox', { name: /Content/ })).toHaveAttribute('rows', '4');
  });

  it('opens prefilled from the navigation state, focuses the content and preselects the lowercased category', async () => {
    const { router } = renderForum(undefined, '/');
    await act(() =>
      router.navigate('/forum', {
        state: { subject: 'Minor Swing - Intermediate - Chapter 2: Chords', category: 'SONGS' },
      }),
    );
    const form = await screen.findByRole('form', { name: 'Create New Post' });
    expect(within(form).getByRole('textbox', { name: /Subject/ })).toHaveValue(
      'Minor Swing - Intermediate - Chapter 2: Chords',
    );
    expect(within(form).getByRole('combobox', { name: /Category/ })).toHaveTextContent('Songs');
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Content/ })).toHaveFocus());
  });

  it('keeps a category arriving alone preselected: the form stays closed until New Post', async () => {
    const { router } = renderForum(undefined, '/');
    await act(() => router.navigate('/forum', { state: { category: 'Rhythm' } }));
    await screen.findByText('La pompe at 200 BPM');
    expect(screen.queryByRole('form', { name: 'Create New Post' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New Post' }));
    const form = screen.getByRole('form', { name: 'Create New Post' });
    expect(within(form).getByRole('combobox', { name: /Category/ })).toHaveTextContent('Rhythm');
    expect(within(form).getByRole('textbox', { name: /Subject/ })).toHaveValue('');
  });

  it('requires subject and content and sends nothing without them', async () => {
    const { calls } = renderForum();
    await userEvent.click(await screen.findByRole('button', { name: 'New Post' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Subject is required.')).toBeInTheDocument();
    expect(screen.getByText('Content is required.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('posts, closes, reloads the list and opens empty again; cancel resets too', async () => {
    const { calls } = renderForum(({ method }) =>
      method === 'POST' ? jsonResponse(POSTS[0], 201) : jsonResponse(POSTS),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'New Post' }));
    let form = screen.getByRole('form', { name: 'Create New Post' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Subject/ }), 'Hello');
    await userEvent.click(within(form).getByRole('combobox', { name: /Category/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Technique' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Content/ }), 'My first *post*');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Post' }));

    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Create New Post' })).not.toBeInTheDocument(),
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/forum/posts/');
    expect(post?.body).toEqual({ subject: 'Hello', content: 'My first *post*', category: 'technique' });
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'New Post' }));
    form = screen.getByRole('form', { name: 'Create New Post' });
    expect(within(form).getByRole('textbox', { name: /Subject/ })).toHaveValue('');
    expect(within(form).getByRole('combobox', { name: /Category/ })).toHaveTextContent('General');
    await userEvent.type(within(form).getByRole('textbox', { name: /Subject/ }), 'Draft');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Create New Post' })).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'New Post' }));
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
  });

  it("shows 'Failed to create post' and keeps the form when the post fails", async () => {
    renderForum(({ method }) =>
      method === 'POST' ? jsonResponse({ message: 'nope' }, 500) : jsonResponse(POSTS),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'New Post' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Subject/ }), 'Hello');
    await userEvent.type(screen.getByRole('textbox', { name: /Content/ }), 'World');
    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Failed to create post')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('Hello');
  });
});

describe('comment box', () => {
  const firstCard = async () =>
    within(
      (await screen.findByRole('heading', { name: 'Which strings for a Selmer copy?' })).closest('article')!,
    );

  it('has 2 rows and shows Cancel and Post only after focus; Cancel clears the draft and hides them', async () => {
    renderForum();
    const card = await firstCard();
    const box = card.getByRole('textbox', { name: 'Write a comment' });
    expect(box).toHaveAttribute('rows', '2');
    expect(card.queryByRole('button', { name: 'Post' })).not.toBeInTheDocument();
    await userEvent.type(box, 'half a thought');
    expect(card.getByRole('button', { name: 'Post' })).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Cancel' }));
    expect(box).toHaveValue('');
    expect(card.queryByRole('button', { name: 'Post' })).not.toBeInTheDocument();
  });

  it('never sends whitespace only', async () => {
    const { calls } = renderForum();
    const card = await firstCard();
    await userEvent.type(card.getByRole('textbox', { name: 'Write a comment' }), '   ');
    expect(card.getByRole('button', { name: 'Post' })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends the trimmed text, clears and deactivates the box and reloads all posts', async () => {
    const { calls } = renderForum(({ method }) =>
      method === 'POST' ? jsonResponse({ id: 9 }, 201) : jsonResponse(POSTS),
    );
    const card = await firstCard();
    const box = card.getByRole('textbox', { name: 'Write a comment' });
    await userEvent.type(box, '  Thanks!  ');
    await userEvent.click(card.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(box).toHaveValue(''));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/forum/posts/1/comments/');
    expect(post?.body).toEqual({ content: 'Thanks!' });
    expect(card.queryByRole('button', { name: 'Post' })).not.toBeInTheDocument();
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
  });

  it("shows the server's message, or the default text, when a comment fails", async () => {
    let answer = () => jsonResponse({ message: 'Comment must be at most 5000 characters.' }, 400);
    renderForum(({ method }) => (method === 'POST' ? answer() : jsonResponse(POSTS)));
    const card = await firstCard();
    const box = card.getByRole('textbox', { name: 'Write a comment' });
    await userEvent.type(box, 'x');
    await userEvent.click(card.getByRole('button', { name: 'Post' }));
    expect(await card.findByText('Comment must be at most 5000 characters.')).toBeInTheDocument();
    expect(box).toHaveValue('x');

    answer = () => new Response('', { status: 502 });
    await userEvent.click(card.getByRole('button', { name: 'Post' }));
    expect(await card.findByText('Failed to add comment. Please try again.')).toBeInTheDocument();
  });
});

describe('forum page in German', () => {
  it('shows the list, filters, posts, the comment box and the create form in German', async () => {
    await loadTexts('de');
    renderForum(undefined, '/forum', 'de');
    expect(await screen.findByRole('heading', { name: 'Community-Forum', level: 1 })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Nach Betreff, Inhalt oder Autor suchen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Kategorie' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Alle Kategorien',
      'Allgemein',
      'Songs',
      'Rhythmus',
      'Technik',
      'Equipment',
    ]);
    await userEvent.keyboard('{Escape}');

    const card = within(
      (await screen.findByRole('heading', { name: 'Which strings for a Selmer copy?' })).closest('article')!,
    );
    expect(card.getByText('20. Nov. 2026')).toBeInTheDocument();
    expect(card.getByText('1 Kommentar')).toBeInTheDocument();
    expect(screen.getByText('0 Kommentare')).toBeInTheDocument();
    await userEvent.type(card.getByRole('textbox', { name: 'Kommentar schreiben' }), 'Danke');
    expect(card.getByRole('button', { name: 'Senden' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Neuer Beitrag' }));
    const form = screen.getByRole('form', { name: 'Neuen Beitrag schreiben' });
    expect(within(form).getByRole('textbox', { name: /Betreff/ })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: /Kategorie/ })).toHaveTextContent('Allgemein');
    expect(within(form).getByText('Markdown wird unterstützt.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Beitrag veröffentlichen' })).toBeInTheDocument();
    expect(screen.queryByText('Community Forum')).not.toBeInTheDocument();
    expect(screen.queryByText('1 comment')).not.toBeInTheDocument();
  });

  it('says in German when the posts cannot be loaded', async () => {
    await loadTexts('de');
    renderForum(() => jsonResponse({ message: 'boom' }, 500), '/forum', 'de');
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Beiträge konnten nicht geladen werden.');
  });
});
