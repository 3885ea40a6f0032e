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
import { adminComplimentarySchema, type AdminComplimentary, type AdminMemberSubscription } from '@gjs/shared';
import { FormTextField } from '../../../../components/ui/form-text-field.tsx';
import { firstEndDay, subscriptionSummary } from '../lib/members.ts';

/** Open-ended, or until a day that the shared contract checks (in the future). */
const formSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('open'), end_date: z.string() }),
  z.object({ mode: z.literal('until'), end_date: adminComplimentarySchema.shape.end_date.unwrap() }),
]);
type FormValues = z.infer<typeof formSchema>;

type ComplimentaryDialogProps = {
  open: boolean;
  subscription: AdminMemberSubscription | null;
  pending: boolean;
  error?: string | undefined;
  onGrant: (body: AdminComplimentary) => void;
  onClose: () => void;
};

export function ComplimentaryDialog({
  open,
  subscription,
  pending,
  error,
  onGrant,
  onClose,
}: ComplimentaryDialogProps) {
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { mode: 'open', end_date: '' },
  });
  const mode = form.watch('mode');
  const dateError = form.formState.errors.end_date;
  const paid = subscription?.provider_subscription_id && subscription.status !== 'expired';
  const submit = form.handleSubmit((values) =>
    onGrant({ end_date: values.mode === 'open' ? null : values.end_date }),
  );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="complimentary-dialog-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="complimentary-dialog-title">Grant a complimentary subscription</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The member gets full access without paying: status active, no payment provider. It replaces the
            current subscription ({subscriptionSummary(subscription)}).
          </DialogContentText>
          {paid && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              The running subscription at {subscription.payment_provider === 'paypal' ? 'PayPal' : 'Stripe'}{' '}
              is cancelled now; the member is not charged again.
            </Alert>
          )}
          <Controller
            control={form.control}
            name="mode"
            render={({ field }) => (
              <RadioGroup {...field} aria-label="Duration" sx={{ mt: 2 }}>
                <FormControlLabel value="open" control={<Radio />} label="Open-ended" />
                <FormControlLabel value="until" control={<Radio />} label="Until a date" />
              </RadioGroup>
            )}
          />
          {mode === 'until' && (
            <FormTextField
              type="date"
              label="Access ends on"
              registration={form.register('end_date')}
              error={dateError}
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
          <Button type="submit" variant="contained" disabled={pending}>
            Grant
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
