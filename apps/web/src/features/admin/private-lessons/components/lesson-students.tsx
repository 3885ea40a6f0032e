import { useState } from 'react';
import { Alert, Autocomplete, Box, Chip, Stack, TextField, Typography } from '@mui/material';
import type { AdminLessonStudent } from '@gjs/shared';
import { errorMessage } from '#lib/api-client.ts';
import { useDebouncedValue } from '#lib/hooks/use-debounced-value.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { useStudentSearch } from '../api/search-students.ts';
import { useSetStudents } from '../api/set-students.ts';
import { lessonsTexts } from '../lib/lessons-texts.ts';

export const studentLabel = (s: AdminLessonStudent) => {
  const name = `${s.first_name} ${s.last_name}`.trim();
  return name ? `${name} (${s.username})` : s.username;
};

type LessonStudentsProps = { lessonId: number; students: AdminLessonStudent[] };

/**
 * The students a lesson is assigned to. Any active account can be picked; assigning one turns on its
 * takes_lessons flag on the server, because a student sees lessons only while it is on (decision 0405).
 */
export function LessonStudents({ lessonId, students }: LessonStudentsProps) {
  const { students: texts } = useTexts(lessonsTexts);
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input.trim(), 250);
  const search = useStudentSearch(query);
  const setStudents = useSetStudents();
  const assigned = new Set(students.map((s) => s.id));
  const ids = students.map((s) => s.id);

  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {texts.intro}
      </Typography>
      {students.length === 0 ? (
        <Typography sx={{ mb: 1 }}>{texts.none}</Typography>
      ) : (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', mb: 1 }}
          aria-label={texts.assigned}
        >
          {students.map((s) => (
            <Chip
              key={s.id}
              label={`${studentLabel(s)}${s.takes_lessons ? '' : texts.accessOff}${s.is_active ? '' : texts.deactivated}`}
              color={s.takes_lessons && s.is_active ? 'primary' : 'warning'}
              variant="outlined"
              onDelete={() => setStudents.mutate({ id: lessonId, userIds: ids.filter((id) => id !== s.id) })}
            />
          ))}
        </Stack>
      )}
      <Autocomplete
        sx={{ maxWidth: 480 }}
        options={(search.data ?? []).filter((s) => !assigned.has(s.id))}
        filterOptions={(options) => options}
        getOptionLabel={studentLabel}
        renderOption={(props, option) => (
          <li {...props} key={option.id}>
            {studentLabel(option)} – {option.email}
            {option.takes_lessons ? texts.takesLessons : ''}
          </li>
        )}
        inputValue={input}
        onInputChange={(_event, value, reason) => {
          if (reason !== 'reset') setInput(value);
        }}
        value={null}
        onChange={(_event, picked) => {
          if (!picked) return;
          setInput('');
          setStudents.mutate({ id: lessonId, userIds: [...ids, picked.id] });
        }}
        loading={search.isFetching}
        noOptionsText={texts.noOptions}
        loadingText={texts.searching}
        clearText={texts.clear}
        openText={texts.open}
        closeText={texts.close}
        renderInput={(params) => (
          <TextField {...params} label={texts.add} placeholder={texts.placeholder} margin="normal" />
        )}
      />
      {setStudents.error && <Alert severity="error">{errorMessage(setStudents.error)}</Alert>}
    </Box>
  );
}
