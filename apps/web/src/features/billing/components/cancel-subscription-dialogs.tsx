import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useNavigate } from 'react-router';
import type { Subscription } from '@gjs/shared';
import { paths } from '#config/paths.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { useAuth } from '#lib/session/use-auth.ts';
import { useCancelSubscription } from '../api/cancel-subscription.ts';
import { cancelSubscriptionTexts } from '../lib/cancel-subscription-texts.ts';

/** Cancelling is offered only for a running subscription (product 0422). */
export const canCancel = (subscription: Pick<Subscription, 'status'> | null) =>
  subscription?.status === 'active' || subscription?.status === 'trial';

type Step = 'closed' | 'info' | 'confirm';

/**
 * 'Cancel Subscription' -> 'What Happens When You Cancel?' -> 'Final Confirmation' (product 0422). On success the member
 * is logged out and sent to /; on failure an alert says so.
 */
export function CancelSubscriptionDialogs({ subscription }: { subscription: Subscription | null }) {
  const texts = useTexts(cancelSubscriptionTexts);
  const { logout } = useAuth();
  const navigate = useNavigate();
  const cancel = useCancelSubscription();
  const [step, setStep] = useState<Step>('closed');
  const [failed, setFailed] = useState(false);

  if (!subscription || !canCancel(subscription)) return null;

  const confirm = async () => {
    setFailed(false);
    try {
      await cancel.mutateAsync();
    } catch {
      setStep('closed');
      setFailed(true);
      return;
    }
    // Leave the members-only page first, so that the ended session does not bounce it to the login page.
    await navigate(paths.home.getHref());
    await logout();
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {failed && <Alert severity="error">{texts.failed}</Alert>}
      <Button variant="outlined" color="error" onClick={() => setStep('info')}>
        {texts.open}
      </Button>

      <Dialog open={step === 'info'} onClose={() => setStep('closed')} aria-labelledby="cancel-info-title">
        <DialogTitle id="cancel-info-title">{texts.info.title}</DialogTitle>
        <DialogContent>
          {/* What a cancellation means for this member (product 0422, decision 0404). */}
          {(subscription.status === 'trial' ? texts.info.trial : texts.info.active).map((text) => (
            <DialogContentText key={text} sx={{ mb: 1.5 }}>
              {text}
            </DialogContentText>
          ))}
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setStep('closed')}>
            {texts.info.keep}
          </Button>
          <Button color="error" onClick={() => setStep('confirm')}>
            {texts.info.proceed}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog
        open={step === 'confirm'}
        onClose={cancel.isPending ? undefined : () => setStep('closed')}
        aria-labelledby="cancel-confirm-title"
      >
        <DialogTitle id="cancel-confirm-title">{texts.confirm.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{texts.confirm.text}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setStep('info')} disabled={cancel.isPending}>
            {texts.confirm.back}
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => void confirm()}
            disabled={cancel.isPending}
          >
            {texts.confirm.action}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
