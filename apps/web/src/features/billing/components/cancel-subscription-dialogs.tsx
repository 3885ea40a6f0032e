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
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/session/use-auth.ts';
import { useCancelSubscription } from '../api/cancel-subscription.ts';

export const CANCEL_FAILED = 'Failed to cancel subscription. Please try again or contact support.';

/** Cancelling is offered only for a running subscription (decision 0422). */
export const canCancel = (subscription: Pick<Subscription, 'status'> | null) =>
  subscription?.status === 'active' || subscription?.status === 'trial';

type Step = 'closed' | 'info' | 'confirm';

/** What a cancellation means for this member (decisions 0422, 0404). */
function consequences(status: Subscription['status']): string[] {
  if (status === 'trial') {
    return [
      'You are in your free trial. Cancelling ends it immediately: your account is deleted at once, and all your data and progress are permanently deleted.',
      'You will not be charged.',
    ];
  }
  return [
    'Your subscription stays active until the end of the current billing period; you keep full access until then.',
    'After that your account is deactivated and your data is deleted. Monthly fees already paid are not refunded.',
  ];
}

/**
 * 'Cancel Subscription' -> 'What Happens When You Cancel?' -> 'Final Confirmation' (decision 0422). On success the member
 * is logged out and sent to /; on failure an alert says so.
 */
export function CancelSubscriptionDialogs({ subscription }: { subscription: Subscription | null }) {
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
      {failed && <Alert severity="error">{CANCEL_FAILED}</Alert>}
      <Button variant="outlined" color="error" onClick={() => setStep('info')}>
        Cancel Subscription
      </Button>

      <Dialog open={step === 'info'} onClose={() => setStep('closed')} aria-labelledby="cancel-info-title">
        <DialogTitle id="cancel-info-title">What Happens When You Cancel?</DialogTitle>
        <DialogContent>
          {consequences(subscription.status).map((text) => (
            <DialogContentText key={text} sx={{ mb: 1.5 }}>
              {text}
            </DialogContentText>
          ))}
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setStep('closed')}>
            Keep Subscription
          </Button>
          <Button color="error" onClick={() => setStep('confirm')}>
            Proceed to Cancel
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog
        open={step === 'confirm'}
        onClose={cancel.isPending ? undefined : () => setStep('closed')}
        aria-labelledby="cancel-confirm-title"
      >
        <DialogTitle id="cancel-confirm-title">Final Confirmation</DialogTitle>
        <DialogContent>
          <DialogContentText>This action cannot be undone.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setStep('info')} disabled={cancel.isPending}>
            Go Back
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => void confirm()}
            disabled={cancel.isPending}
          >
            Yes, Cancel My Subscription
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
