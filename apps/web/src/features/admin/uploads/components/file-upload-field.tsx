import { useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { UPLOAD_ACCEPT, type UploadKind, type UploadResult } from '@gjs/shared';
import { errorMessage } from '#lib/api-client.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { UploadConnectionError, uploadFile } from '../api/upload-file.ts';
import { uploadTexts } from '../lib/upload-texts.ts';

type FileUploadFieldProps = {
  label: string;
  kind: UploadKind;
  /** The stored key, or null when there is no file. */
  value: string | null;
  onChange: (key: string | null, result?: UploadResult) => void;
  /** Whether the file can be removed (optional files). */
  removable?: boolean;
};

const fileName = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/** Picks a file, uploads it with a progress bar, and hands the stored key to the form. */
export function FileUploadField({ label, kind, value, onChange, removable = true }: FileUploadFieldProps) {
  const texts = useTexts(uploadTexts);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setError(null);
    setProgress(0);
    try {
      const result = await uploadFile(kind, file, ({ loaded, total }) =>
        setProgress(Math.round((loaded / total) * 100)),
      );
      onChange(result.key, result);
    } catch (e) {
      if (e instanceof UploadConnectionError) setError(texts.connectionFailed);
      else if (e instanceof DOMException && e.name === 'AbortError') setError(texts.cancelled);
      else setError(errorMessage(e) ?? texts.failed);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  const id = `upload-${kind}-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Box sx={{ my: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ minWidth: 120, fontWeight: 600 }} id={`${id}-label`}>
          {label}
        </Typography>
        <Typography component="span" color="text.secondary" data-testid={`${id}-value`}>
          {value ? fileName(value) : texts.noFile}
        </Typography>
        {/* A real button that opens the hidden file input: a label acting as a button is not a role axe allows. */}
        <Button
          variant="outlined"
          size="small"
          disabled={progress !== null}
          aria-describedby={`${id}-label`}
          onClick={() => input.current?.click()}
        >
          {value ? texts.replace : texts.upload}
        </Button>
        <input
          ref={input}
          hidden
          type="file"
          accept={UPLOAD_ACCEPT[kind]}
          aria-labelledby={`${id}-label`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        {removable && value && progress === null && (
          <Button size="small" color="error" onClick={() => onChange(null)}>
            {texts.remove}
          </Button>
        )}
      </Stack>
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={texts.uploading(label)}
          sx={{ mt: 1 }}
        />
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
