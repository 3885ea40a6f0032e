import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScorePanel } from '../../features/courses/lib/load-score-panel.ts';
import { clearTokens, setTokens } from '../../lib/storage.ts';
import { jsonResponse, stubFetch } from '../../testing/fetch-mock.ts';
import { loader } from './course-detail.tsx';

// The viewer's chunk: its import is what the loader starts, not what this test loads.
vi.mock('../../features/courses/lib/load-score-panel.ts', () => ({
  loadScorePanel: vi.fn(() => Promise.resolve({})),
}));

const SCORE_URL = '/media/scores/swing.musicxml?exp=1&sig=x';

/** The course page's loader for `/courses/:id?chapter=...`, with every API call answered. */
async function load(id: string, search = '') {
  const { calls } = stubFetch((call) =>
    jsonResponse(
      call.url.endsWith(`/api/courses/${id}/`)
        ? {
            id: Number(id),
            chapters: [
              { id: 7, score: { url: SCORE_URL } },
              { id: 8, score: null },
            ],
          }
        : [],
    ),
  );
  const queryClient = new QueryClient();
  const request = new Request(`http://localhost/courses/${id}${search}`);
  await loader(queryClient, { params: { id }, request } as unknown as LoaderFunctionArgs);
  return { calls: calls.map((call) => call.url), queryClient };
}

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="preload"], link[rel="modulepreload"]')].map(
    (link) => link.getAttribute('href') ?? '',
  );

afterEach(() => {
  vi.mocked(loadScorePanel).mockClear();
  clearTokens();
  document.head.innerHTML = '';
});

describe('the course page loader (decision 0209)', () => {
  it('fetches nothing for a visitor without a session: the member guard sends them to log in', async () => {
    const { calls } = await load('1', '?chapter=7');
    expect(calls).toEqual([]);
    expect(preloaded()).toEqual([]);
  });

  it('fetches the course, the catalogue, the progress and the video speed side by side with a session', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    const { calls, queryClient } = await load('1');
    expect([...calls].sort()).toEqual(
      [
        '/api/courses/',
        '/api/courses/1/',
        '/api/practice/courses/1/settings/',
        '/api/progress/courses/1/',
      ].sort(),
    );
    // Kept until the page, which mounts after the session's profile, shows it.
    expect(queryClient.getQueryData(['courses', 'detail', '1'])).toMatchObject({ id: 1 });
  });

  it("preloads the score's files and the viewer's code when the address names a chapter with a score", async () => {
    setTokens({ access: 'a', refresh: 'r' });
    await load('1', '?chapter=7');
    expect(loadScorePanel).toHaveBeenCalledTimes(1);
    expect(preloaded()).toEqual(
      expect.arrayContaining([
        SCORE_URL,
        expect.stringMatching(/alphaTab\.mjs$/),
        expect.stringMatching(/alphaTab\.core\.mjs$/),
      ]),
    );
  });

  it('preloads nothing of a score for a chapter without one, and calls nothing for an id no course has', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    await load('1', '?chapter=8');
    expect(preloaded()).toEqual([]);
    expect(loadScorePanel).not.toHaveBeenCalled();
    const { calls } = await load('abc');
    expect(calls).toEqual([]);
  });
});
