import { Alert, Button, Stack } from '@mui/material';
import type { AdminChapter } from '@gjs/shared';
import { useTexts } from '#lib/i18n/texts.ts';
import { courseTexts } from '../lib/course-texts.ts';
import { useRetryChapterStream } from '../api/retry-chapter-stream.ts';

/** The chapters whose stream failed, each with its reason and a retry. */
export function FailedStreams({ courseId, chapters }: { courseId: number; chapters: AdminChapter[] }) {
  const texts = useTexts(courseTexts).chapters;
  const retry = useRetryChapterStream();
  const failed = chapters.filter((c) => c.video_stream?.state === 'failed');
  if (!failed.length) return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      {failed.map((chapter) => (
        <Alert
          key={chapter.id}
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              aria-label={texts.retryStream(chapter.heading)}
              disabled={retry.isPending}
              onClick={() => retry.mutate({ courseId, chapterId: chapter.id })}
            >
              {texts.retry}
            </Button>
          }
        >
          {chapter.heading}: {texts.stream(chapter.video_stream!)}
        </Alert>
      ))}
    </Stack>
  );
}
