import { configure, screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PrivateLesson } from '@gjs/shared';
import { jsonResponse, stubFetch } from '#testing/fetch-mock.ts';
import { loadTexts } from '#lib/i18n/texts.ts';
import { renderWithRouter } from '#testing/render.tsx';
import { PrivateLessonsPage } from './private-lessons-page.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });
const userEvent = userEventLib.setup({ delay: null });

const LESSONS: PrivateLesson[] = [
  {
    id: 1,
    name: 'Lesson One',
    sections: [
      {
        id: 10,
        order: 1,
        text: 'Warm up with arpeggios.',
        video_url: '/api/media/v1.mp4?sig=a',
        pdf_url: '/api/media/p1.pdf?sig=b',
      },
      { id: 11, order: 2, text: 'Only words here.', video_url: null, pdf_url: null },
    ],
  },
  { id: 2, name: 'Lesson Two', sections: [] },
];

function renderPage(answer: () => Response | Promise<Response>, language: 'en' | 'de' = 'en') {
  const { calls } = stubFetch(answer);
  return { ...renderWithRouter(<PrivateLessonsPage />, { route: '/private-lessons', language }), calls };
}

describe('private lessons page', () => {
  it("shows 'Loading private lessons...' while loading", async () => {
    renderPage(() => new Promise<Response>(() => undefined));
    expect(await screen.findByText('Loading private lessons...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Private Lessons' })).toBeInTheDocument();
  });

  it("shows 'No private lessons available yet.' for an empty list", async () => {
    renderPage(() => jsonResponse([]));
    expect(await screen.findByText('No private lessons available yet.')).toBeInTheDocument();
  });

  it("shows the server's error text, or 'Failed to load private lessons'", async () => {
    const first = renderPage(() =>
      jsonResponse({ error: 'You do not have access to private lessons.' }, 403),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to private lessons.');
    first.unmount();
    renderPage(() => new Response('', { status: 500 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load private lessons');
  });

  it('has one panel per lesson that expands to its sections, video and named downloads', async () => {
    const { calls } = renderPage(() => jsonResponse(LESSONS));
    const panel = await screen.findByRole('button', { name: 'Lesson One' });
    expect(screen.getByRole('button', { name: 'Lesson Two' })).toBeInTheDocument();
    expect(screen.queryByText('Warm up with arpeggios.')).not.toBeInTheDocument();
    await userEvent.click(panel);

    const section = within(await screen.findByRole('region', { name: 'Section 1' }));
    expect(section.getByText('Warm up with arpeggios.')).toBeInTheDocument();
    const video = document.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/api/media/v1.mp4?sig=a');
    expect(video).toHaveAttribute('controlslist', 'nodownload');
    expect(getComputedStyle(video).maxHeight).toBe('400px');
    expect(section.getByRole('link', { name: 'Download Video' })).toHaveAttribute(
      'download',
      'Lesson One_section1_video.mp4',
    );
    expect(section.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'download',
      'Lesson One_section1_pdf.pdf',
    );
    const plain = within(screen.getByRole('region', { name: 'Section 2' }));
    expect(plain.getByText('Only words here.')).toBeInTheDocument();
    expect(plain.queryByRole('link')).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/private-lessons/']);
  });
});

describe('private lessons page in German', () => {
  it('shows the lessons, sections and downloads in German', async () => {
    await loadTexts('de');
    renderPage(() => jsonResponse(LESSONS), 'de');
    expect(screen.getByRole('heading', { name: 'Privatunterricht', level: 1 })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Lesson One' }));
    const section = within(await screen.findByRole('region', { name: 'Abschnitt 1' }));
    expect(section.getByRole('link', { name: 'Video herunterladen' })).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'PDF herunterladen' })).toBeInTheDocument();
    expect(screen.queryByText('Download Video')).not.toBeInTheDocument();
  });

  it('says in German when there are none, or they cannot be loaded', async () => {
    await loadTexts('de');
    const empty = renderPage(() => jsonResponse([]), 'de');
    expect(await screen.findByText('Noch keine Privatstunden vorhanden.')).toBeInTheDocument();
    empty.unmount();
    renderPage(() => new Response('', { status: 500 }), 'de');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Privatstunden konnten nicht geladen werden.',
    );
  });
});
