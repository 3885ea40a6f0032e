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
import { adminComplimentaryEndSchema, type AdminComplimentaryEnd } from '@gjs/shared';
import { FormTextField } from '../../../../components/ui/form-text-field.tsx';
import { firstEndDay } from '../lib/members.ts';

/** Now, or on a day that the shared contract checks (in the future). */
const formSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('now'), end_date: z.string() }),
  z.object({ mode: z.literal('date'), end_date: adminComplimentaryEndSchema.shape.end_date.unwrap() }),
]);
type FormValues = z.infer<typeof formSchema>;

type EndComplimentaryDialogProps = {
  username: string;
  pending: boolean;
  error?: string | undefined;
  onEnd: (body: AdminComplimentaryEnd) => void;
  onClose: () => void;
};

export function EndComplimentaryDialog({
  username,
  pending,
  error,
  onEnd,
  onClose,
}: EndComplimentaryDialogProps) {
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { mode: 'now', end_date: '' },
  });
  const mode = form.watch('mode');
  const submit = form.handleSubmit((values) =>
    onEnd({ end_date: values.mode === 'now' ? null : values.end_date }),
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby="end-complimentary-dialog-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="end-complimentary-dialog-title">End complimentary access</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {username} loses access to the content when the complimentary subscription ends. The change is
            recorded in the audit log.
          </DialogContentText>
          <Controller
            control={form.control}
            name="mode"
            render={({ field }) => (
              <RadioGroup {...field} aria-label="When" sx={{ mt: 2 }}>
                <FormControlLabel value="now" control={<Radio />} label="Now" />
                <FormControlLabel value="date" control={<Radio />} label="On a date" />
              </RadioGroup>
            )}
          />
          {mode === 'date' && (
            <FormTextField
              type="date"
              label="Access ends on"
              registration={form.register('end_date')}
              error={form.formState.errors.end_date}
              helperText="Access stops when this day begins (UTC)."
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
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color="warning" disabled={pending}>
            End access
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
