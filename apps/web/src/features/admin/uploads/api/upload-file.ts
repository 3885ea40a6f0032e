import {
  uploadResultSchema,
  type UploadKind,
  type UploadResult,
  endpointPath,
  adminEndpoints,
} from '@gjs/shared';
import { env } from '#config/env.ts';
import { ApiError, refreshTokens } from '#lib/api-client.ts';
import { getToken } from '#lib/storage.ts';

export type UploadProgress = { loaded: number; total: number };

/** The upload did not reach the server (the connection failed); the field says so in the page's language. */
export class UploadConnectionError extends Error {
  constructor() {
    super('The upload failed. Check the connection and try again.');
    this.name = 'UploadConnectionError';
  }
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** One XMLHttpRequest: fetch cannot report upload progress in every browser, XHR's upload events can. */
function send(
  kind: UploadKind,
  file: File,
  token: string | null,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.VITE_API_BASE_URL}${endpointPath(adminEndpoints.uploads.upload, { kind })}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(uploadResultSchema.parse(body));
      else reject(new ApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new UploadConnectionError());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** Uploads one file of the given kind, with progress; an expired access token is refreshed once. */
export async function uploadFile(
  kind: UploadKind,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  try {
    return await send(kind, file, getToken(), onProgress, signal);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    return send(kind, file, await refreshTokens(), onProgress, signal);
  }
}
