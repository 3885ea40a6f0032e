import { useState } from 'react';
import { Alert, Box, Button, Chip, Divider, Stack, Typography } from '@mui/material';
import type { AdminChapter, AdminChapterInput, AdminCourseDetail } from '@gjs/shared';
import { errorMessage } from '#lib/api-client.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { courseTexts } from '../lib/course-texts.ts';
import { useAdminCourse } from '../api/get-course.ts';
import { useAdminBackingTracks } from '../../backing-tracks/api/get-backing-tracks.ts';
import { useDeleteChapter } from '../api/delete-chapter.ts';
import { useDeleteCourse } from '../api/delete-course.ts';
import { usePublishCourse } from '../api/publish-course.ts';
import { useReorderChapters } from '../api/reorder-chapters.ts';
import { useSaveChapter } from '../api/save-chapter.ts';
import { useSaveCourse } from '../api/save-course.ts';
import { ChapterDialog, EMPTY_CHAPTER } from './chapter-dialog.tsx';
import { ChapterList } from './chapter-list.tsx';
import { FailedStreams } from './failed-streams.tsx';
import { SyncEditorDialog } from './sync-editor-dialog.tsx';
import { CourseForm } from './course-form.tsx';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { QueryStatus } from '../../common/components/query-status.tsx';
import { SectionHeader } from '../../common/components/section-header.tsx';

type CourseEditorPageProps = {
  courseId: number;
  /** Where to go after the course was deleted. */
  onDeleted: () => void;
  /** The member's view of the course, to check the result. */
  viewHref: string;
};

type Editing = { chapter?: AdminChapter } | null;

const chapterInput = (c: AdminChapter): AdminChapterInput => ({
  heading: c.heading,
  chapter_type: c.chapter_type,
  video: c.video,
  pdf: c.pdf,
  music_xml: c.music_xml,
  backing_track_id: c.backing_track_id,
});

/** A chapter keeps only the files of its type. */
const cleaned = (input: AdminChapterInput): AdminChapterInput =>
  input.chapter_type === 'video' ? { ...input, backing_track_id: null } : { ...input, video: null };

/** A course's fields, its publish state and its chapters (ordered by drag and drop). */
export function CourseEditorPage({ courseId, onDeleted, viewHref }: CourseEditorPageProps) {
  const all = useTexts(courseTexts);
  const texts = all.editor;
  const course = useAdminCourse(courseId);
  const tracks = useAdminBackingTracks();
  const save = useSaveCourse();
  const publish = usePublishCourse();
  const remove = useDeleteCourse();
  const saveChapter = useSaveChapter();
  const deleteChapter = useDeleteChapter();
  const reorder = useReorderChapters();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deletingChapter, setDeletingChapter] = useState<AdminChapter | null>(null);
  const [syncing, setSyncing] = useState<AdminChapter | null>(null);
  const [saved, setSaved] = useState(false);

  if (course.isPending || course.error)
    return <QueryStatus query={course} loadingLabel={texts.loading} fallback={texts.failed} />;
  const c: AdminCourseDetail = course.data;
  const mutationError = [publish.error, remove.error, reorder.error].find(Boolean);

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          {c.name}
        </Typography>
        <Chip
          color={c.is_published ? 'success' : 'default'}
          label={c.is_published ? all.published : all.draft}
        />
        <Button
          variant="contained"
          color={c.is_published ? 'inherit' : 'success'}
          disabled={publish.isPending}
          onClick={() => publish.mutate({ id: c.id, isPublished: !c.is_published })}
        >
          {c.is_published ? all.unpublish : all.publish}
        </Button>
        <Button href={viewHref} target="_blank" rel="noopener">
          {texts.viewAsMember}
        </Button>
        <Button color="error" onClick={() => setConfirmDelete(true)}>
          {texts.deleteCourse}
        </Button>
      </Stack>
      {mutationError && <Alert severity="error">{errorMessage(mutationError)}</Alert>}
      <CourseForm
        key={c.updated_at}
        initial={{
          name: c.name,
          description: c.description,
          level: c.level,
          language: c.language,
          category: c.category,
          thumbnail: c.thumbnail,
        }}
        submitLabel={texts.save}
        error={save.error ? errorMessage(save.error) : undefined}
        onSubmit={async (input) => {
          setSaved(false);
          await save.mutateAsync({ id: c.id, input }).then(
            () => setSaved(true),
            () => undefined,
          );
        }}
      />
      {saved && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {texts.saved}
        </Alert>
      )}
      <Divider sx={{ my: 3 }} />
      <SectionHeader title={texts.chapters} actionLabel={texts.addChapter} onAction={() => setEditing({})} />
      {c.chapters.length === 0 ? (
        <Typography color="text.secondary">{texts.noChapters}</Typography>
      ) : (
        <ChapterList
          chapters={c.chapters}
          onReorder={(chapterIds) => reorder.mutate({ courseId: c.id, chapterIds })}
          onEdit={(chapter) => setEditing({ chapter })}
          onDelete={(chapter) => {
            deleteChapter.reset();
            setDeletingChapter(chapter);
          }}
        />
      )}
      <FailedStreams courseId={c.id} chapters={c.chapters} />
      {editing && (
        <ChapterDialog
          open
          title={editing.chapter ? texts.editChapter : texts.newChapter}
          initial={editing.chapter ? chapterInput(editing.chapter) : EMPTY_CHAPTER}
          tracks={tracks.data ?? []}
          error={saveChapter.error ? errorMessage(saveChapter.error) : undefined}
          onClose={() => {
            saveChapter.reset();
            setEditing(null);
          }}
          onSync={
            editing.chapter?.music_xml
              ? () => {
                  setSyncing(editing.chapter ?? null);
                  setEditing(null);
                }
              : undefined
          }
          onSubmit={async (input) => {
            await saveChapter
              .mutateAsync({ courseId: c.id, chapterId: editing.chapter?.id, input: cleaned(input) })
              .then(
                () => setEditing(null),
                () => undefined,
              );
          }}
        />
      )}
      {syncing && <SyncEditorDialog courseId={c.id} chapter={syncing} onClose={() => setSyncing(null)} />}
      <ConfirmDialog
        open={deletingChapter !== null}
        title={texts.deleteChapterTitle}
        confirmLabel={texts.deleteChapter}
        color="error"
        pending={deleteChapter.isPending}
        error={deleteChapter.error ? errorMessage(deleteChapter.error) : undefined}
        onClose={() => setDeletingChapter(null)}
        onConfirm={() =>
          deletingChapter &&
          deleteChapter.mutate(
            { courseId: c.id, chapterId: deletingChapter.id },
            { onSuccess: () => setDeletingChapter(null) },
          )
        }
      >
        {texts.deleteChapterText(deletingChapter?.heading ?? '')}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmDelete}
        title={texts.deleteCourseTitle}
        confirmLabel={texts.deleteCourseConfirm}
        color="error"
        pending={remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => remove.mutate(c.id, { onSuccess: onDeleted })}
      >
        {texts.deleteCourseText(c.chapters.length)}
      </ConfirmDialog>
    </Box>
  );
}
