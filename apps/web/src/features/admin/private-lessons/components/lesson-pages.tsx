import { useState } from 'react';
import { Alert, Box, Button, Divider, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { AdminLessonDetail, AdminLessonSection, AdminLessonSectionInput } from '@gjs/shared';
import { errorMessage } from '#lib/api-client.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { lessonsTexts } from '../lib/lessons-texts.ts';
import { useCreateLesson } from '../api/create-lesson.ts';
import { useDeleteLesson } from '../api/delete-lesson.ts';
import { useDeleteSection } from '../api/delete-section.ts';
import { useAdminLesson } from '../api/get-lesson.ts';
import { useAdminLessons } from '../api/get-lessons.ts';
import { useRenameLesson } from '../api/rename-lesson.ts';
import { useReorderSections } from '../api/reorder-sections.ts';
import { useSaveSection } from '../api/save-section.ts';
import { EMPTY_SECTION, LessonSectionDialog } from './lesson-section-dialog.tsx';
import { LessonSectionList } from './lesson-section-list.tsx';
import { LessonStudents, studentLabel } from './lesson-students.tsx';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { ListTable } from '../../common/components/list-table.tsx';
import { QueryStatus } from '../../common/components/query-status.tsx';
import { SectionHeader } from '../../common/components/section-header.tsx';

type LessonListPageProps = {
  editHref: (id: number) => string;
  onCreated: (id: number) => void;
};

/** Every private lesson with its sections and students; a new lesson starts with its name. */
export function LessonListPage({ editHref, onCreated }: LessonListPageProps) {
  const { list: texts } = useTexts(lessonsTexts);
  const lessons = useAdminLessons();
  const create = useCreateLesson();
  const [name, setName] = useState('');

  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {texts.heading}
      </Typography>
      <Stack
        component="form"
        noValidate
        aria-label={texts.newForm}
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start', mb: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) return;
          create.mutate({ name: name.trim() }, { onSuccess: (lesson) => onCreated(lesson.id) });
        }}
      >
        <TextField
          size="small"
          label={texts.newName}
          value={name}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ minWidth: 320 }}
        />
        <Button type="submit" variant="contained" disabled={!name.trim() || create.isPending}>
          {texts.create}
        </Button>
      </Stack>
      {create.error && <Alert severity="error">{errorMessage(create.error)}</Alert>}
      <QueryStatus query={lessons} loadingLabel={texts.loading} fallback={texts.loadFailed} />
      {lessons.data && (
        <ListTable
          label={texts.table}
          rows={lessons.data}
          empty={texts.empty}
          columns={[
            { header: texts.columns.name, cell: (lesson) => lesson.name },
            { header: texts.columns.sections, cell: (lesson) => lesson.section_count },
            {
              header: texts.columns.students,
              cell: (lesson) =>
                lesson.students.length ? lesson.students.map(studentLabel).join(', ') : texts.noStudents,
            },
            { header: texts.columns.created, cell: (lesson) => texts.created(lesson.created_at) },
            {
              header: texts.columns.actions,
              align: 'right',
              cell: (lesson) => (
                <Button
                  size="small"
                  component={RouterLink}
                  to={editHref(lesson.id)}
                  aria-label={texts.editLesson(lesson.name)}
                >
                  {texts.edit}
                </Button>
              ),
            },
          ]}
        />
      )}
    </Box>
  );
}

type Editing = { section?: AdminLessonSection } | null;

const sectionInput = (s: AdminLessonSection): AdminLessonSectionInput => ({
  text: s.text,
  video: s.video,
  pdf: s.pdf,
});

function LessonName({ lesson }: { lesson: AdminLessonDetail }) {
  const { editor: texts } = useTexts(lessonsTexts);
  const rename = useRenameLesson();
  const [name, setName] = useState(lesson.name);
  const [saved, setSaved] = useState(false);
  const empty = !name.trim();
  return (
    <Box
      component="form"
      noValidate
      aria-label={texts.nameForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (empty) return;
        setSaved(false);
        rename.mutate({ id: lesson.id, name: name.trim() }, { onSuccess: () => setSaved(true) });
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={texts.name}
          size="small"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={empty}
          helperText={empty ? texts.required : undefined}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ minWidth: 320 }}
        />
        <Button type="submit" variant="outlined" disabled={empty || rename.isPending || name === lesson.name}>
          {texts.saveName}
        </Button>
      </Stack>
      {saved && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {texts.nameSaved}
        </Alert>
      )}
      {rename.error && <Alert severity="error">{errorMessage(rename.error)}</Alert>}
    </Box>
  );
}

type LessonEditorPageProps = { lessonId: number; onDeleted: () => void };

/** A lesson's name, its ordered sections and its students. */
export function LessonEditorPage({ lessonId, onDeleted }: LessonEditorPageProps) {
  const { editor: texts } = useTexts(lessonsTexts);
  const lesson = useAdminLesson(lessonId);
  const saveSection = useSaveSection();
  const deleteSection = useDeleteSection();
  const reorder = useReorderSections();
  const remove = useDeleteLesson();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  if (lesson.isPending || lesson.error)
    return <QueryStatus query={lesson} loadingLabel={texts.loading} fallback={texts.loadFailed} />;
  const l = lesson.data;
  const mutationError = [deleteSection.error, reorder.error, remove.error].find(Boolean);

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          {l.name}
        </Typography>
        <Button color="error" onClick={() => setConfirmDelete(true)}>
          {texts.delete}
        </Button>
      </Stack>
      {mutationError && <Alert severity="error">{errorMessage(mutationError)}</Alert>}
      <LessonName key={l.name} lesson={l} />

      <Divider sx={{ my: 3 }} />
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {texts.students}
      </Typography>
      <LessonStudents lessonId={l.id} students={l.students} />

      <Divider sx={{ my: 3 }} />
      <SectionHeader title={texts.sections} actionLabel={texts.addSection} onAction={() => setEditing({})} />
      {l.sections.length === 0 ? (
        <Typography color="text.secondary">{texts.noSections}</Typography>
      ) : (
        <LessonSectionList
          sections={l.sections}
          onReorder={(sectionIds) => reorder.mutate({ lessonId: l.id, sectionIds })}
          onEdit={(section) => setEditing({ section })}
          onDelete={(section) => deleteSection.mutate({ lessonId: l.id, sectionId: section.id })}
        />
      )}
      {editing && (
        <LessonSectionDialog
          title={editing.section ? texts.editSection : texts.newSection}
          initial={editing.section ? sectionInput(editing.section) : EMPTY_SECTION}
          error={saveSection.error ? errorMessage(saveSection.error) : undefined}
          onClose={() => {
            saveSection.reset();
            setEditing(null);
          }}
          onSubmit={async (input) => {
            await saveSection.mutateAsync({ lessonId: l.id, sectionId: editing.section?.id, input }).then(
              () => setEditing(null),
              () => undefined,
            );
          }}
        />
      )}
      <ConfirmDialog
        open={confirmDelete}
        title={texts.deleteTitle}
        confirmLabel={texts.deleteConfirm}
        color="error"
        pending={remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => remove.mutate(l.id, { onSuccess: onDeleted })}
      >
        {texts.deleteText(l.sections.length, l.students.length)}
      </ConfirmDialog>
    </Box>
  );
}
