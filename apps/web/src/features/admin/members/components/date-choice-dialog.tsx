import { useMemo, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '#components/ui/form-text-field.tsx';
import { useTexts } from '#lib/i18n/texts.ts';
import { firstEndDay } from '../lib/members.ts';
import { membersTexts } from '../lib/members-texts.ts';

const choiceSchema = (dateSchema: z.ZodType<string, string>) =>
  z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('none'), end_date: z.string() }),
    z.object({ mode: z.literal('date'), end_date: dateSchema }),
  ]);
type ChoiceValues = z.infer<ReturnType<typeof choiceSchema>>;

type DateChoiceDialogProps = {
  open?: boolean;
  /** Names the dialog's title element (`${id}-title`). */
  id: string;
  title: string;
  /** What the change does; `notice` shows below it. */
  description: ReactNode;
  notice?: ReactNode;
  /** The radio group's label and its two choices: no day (null), or a day. */
  choiceLabel: string;
  withoutDate: string;
  withDate: string;
  /** The day as the shared contract checks it (in the future). */
  dateSchema: z.ZodType<string, string>;
  submitLabel: string;
  submitColor?: 'primary' | 'warning';
  pending: boolean;
  error?: string | undefined;
  onSubmit: (endDate: string | null) => void;
  onClose: () => void;
};

/**
 * A member's access ending with no day (now, or never) or on a day: the complimentary grant and its early end share
 * this one dialog, each with its own words.
 */
export function DateChoiceDialog({
  open = true,
  id,
  title,
  description,
  notice,
  choiceLabel,
  withoutDate,
  withDate,
  dateSchema,
  submitLabel,
  submitColor = 'primary',
  pending,
  error,
  onSubmit,
  onClose,
}: DateChoiceDialogProps) {
  const { dateChoice: texts } = useTexts(membersTexts);
  const formSchema = useMemo(() => choiceSchema(dateSchema), [dateSchema]);
  const form = useForm<ChoiceValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { mode: 'none', end_date: '' },
  });
  const mode = form.watch('mode');
  const submit = form.handleSubmit((values) => onSubmit(values.mode === 'none' ? null : values.end_date));
  const titleId = `${id}-title`;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{description}</DialogContentText>
          {notice}
          <Controller
            control={form.control}
            name="mode"
            render={({ field }) => (
              <RadioGroup {...field} aria-label={choiceLabel} sx={{ mt: 2 }}>
                <FormControlLabel value="none" control={<Radio />} label={withoutDate} />
                <FormControlLabel value="date" control={<Radio />} label={withDate} />
              </RadioGroup>
            )}
          />
          {mode === 'date' && (
            <FormTextField
              type="date"
              label={texts.endsOn}
              registration={form.register('end_date')}
              error={form.formState.errors.end_date}
              helperText={texts.endsOnHelp}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: firstEndDay() } }}
            />
          )}
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{texts.cancel}</Button>
          <Button type="submit" variant="contained" color={submitColor} disabled={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
