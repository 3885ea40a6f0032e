import { act, configure, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch, type FetchCall } from '#testing/fetch-mock.ts';
import { loadTexts } from '#lib/i18n/texts.ts';
import { renderWithRouter } from '#testing/render.tsx';
import { ContactPage } from './contact-page.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });
const userEvent = userEventLib.setup({ delay: null });

function renderContact(
  handler: (call: FetchCall) => Response | Promise<Response>,
  language: 'en' | 'de' = 'en',
) {
  const { calls } = stubFetch(handler);
  return { ...renderWithRouter(<ContactPage />, { route: '/contact', language }), calls };
}

async function fillForm() {
  await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Django');
  await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'django@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Do you teach la pompe?');
}

describe('contact page', () => {
  it("has the title 'Contact Us' and requires name, a valid email and a message", async () => {
    const { calls } = renderContact(() => jsonResponse({ message: 'Message sent successfully!' }));
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Message is required.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("reads 'Sending...' with the fields disabled while submitting", async () => {
    renderContact(() => new Promise<Response>(() => undefined));
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Name/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Message/ })).toBeDisabled();
  });

  it('sends the message, clears the form and shows the notice for 6 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { calls } = renderContact(() => jsonResponse({ message: 'Message sent successfully!' }, 201));
      await fillForm();
      await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
      expect(calls[0]).toMatchObject({
        url: '/api/submit/',
        method: 'POST',
        body: { name: 'Django', email: 'django@example.com', message: 'Do you teach la pompe?' },
      });
      expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('');
      expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('');

      await act(() => vi.advanceTimersByTimeAsync(5500));
      expect(screen.getByText('Message sent successfully!')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(600));
      await waitFor(() => expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument());
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's message, or the default text, when sending fails", async () => {
    let answer = () => jsonResponse({ message: 'Too many messages. Please try again later.' }, 429);
    renderContact(() => answer());
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many messages. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Django');

    answer = () => new Response('', { status: 500 });
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText('An error occurred while submitting the form. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('contact page in German', () => {
  it('asks, sends and reports in German', async () => {
    await loadTexts('de');
    let answer = () => jsonResponse({ message: 'Message sent successfully!' }, 201);
    renderContact(() => answer(), 'de');
    expect(screen.getByRole('heading', { name: 'Kontakt' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Kontaktformular' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Django');
    await userEvent.type(screen.getByRole('textbox', { name: /E-Mail/ }), 'django@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /Nachricht/ }), 'Unterrichtest du Pompe?');
    await userEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Nachricht erfolgreich gesendet!')).toBeInTheDocument();
    expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument();

    answer = () => new Response('', { status: 500 });
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Django');
    await userEvent.type(screen.getByRole('textbox', { name: /E-Mail/ }), 'django@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /Nachricht/ }), 'Noch eine Frage');
    await userEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(
      await screen.findByText('Beim Senden ist ein Fehler aufgetreten. Bitte versuch es noch einmal.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
  });
});
