import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTexts } from '#lib/i18n/texts.ts';
import { renderWithRouter } from '#testing/render.tsx';
import { FileUploadField } from './file-upload-field.tsx';

/** Stands in for the browser's XMLHttpRequest: the test drives its upload progress and its answer. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  localStorage.setItem('token', 'staff-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
});
beforeAll(() => loadTexts('de'));

const video = new File([new Uint8Array(64)], 'lesson.mp4', { type: 'video/mp4' });

describe('FileUploadField', () => {
  it('sends the file as multipart, shows the upload progress, then hands the stored key to the form', async () => {
    const onChange = vi.fn();
    render(<FileUploadField label="Video" kind="video" value={null} onChange={onChange} />);
    expect(screen.getByTestId('upload-video-video-value')).toHaveTextContent('No file');

    await userEvent.upload(screen.getByLabelText('Video'), video);
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toMatch(/\/api\/admin\/uploads\/video\/$/);
    expect(xhr.headers['Authorization']).toBe('Bearer staff-token');
    expect((xhr.body as FormData).get('file')).toBe(video);

    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    const bar = screen.getByRole('progressbar', { name: 'Uploading Video' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 }));
    expect(bar).toHaveAttribute('aria-valuenow', '100');

    const result = {
      key: 'uploads/videos/1f2e.mp4',
      size: 64,
      url: '/api/media/uploads/videos/1f2e.mp4?sig=x',
    };
    await act(async () => xhr.answer(201, result));
    expect(onChange).toHaveBeenCalledWith(result.key, result);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the server's message when the file is refused, and keeps the current value", async () => {
    const onChange = vi.fn();
    render(<FileUploadField label="Video" kind="video" value={null} onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText('Video'), video);
    await act(async () => FakeXhr.last!.answer(400, { message: 'The file is not an MP4 video.' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is not an MP4 video.');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says in English when the upload does not reach the server', async () => {
    render(<FileUploadField label="Video" kind="video" value={null} onChange={vi.fn()} />);
    await userEvent.upload(screen.getByLabelText('Video'), video);
    await act(async () => FakeXhr.last!.onerror?.());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The upload failed. Check the connection and try again.',
    );
  });

  it('speaks German on a German page', async () => {
    const onChange = vi.fn();
    renderWithRouter(
      <FileUploadField label="Video" kind="video" value="uploads/videos/a.mp4" onChange={onChange} />,
      { language: 'de' },
    );
    expect(screen.getByText('a.mp4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entfernen' })).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Video'), video);
    expect(screen.getByRole('progressbar', { name: 'Video wird hochgeladen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ersetzen' })).toBeDisabled();
    await act(async () => FakeXhr.last!.onerror?.());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Das Hochladen ist fehlgeschlagen. Prüf die Verbindung und versuch es noch einmal.',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says "No file" in German', () => {
    renderWithRouter(<FileUploadField label="PDF" kind="pdf" value={null} onChange={vi.fn()} />, {
      language: 'de',
    });
    expect(screen.getByText('Keine Datei')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hochladen' })).toBeInTheDocument();
    expect(screen.queryByText('No file')).not.toBeInTheDocument();
  });
});
