import { Alert } from '@mui/material';
import {
  adminComplimentaryEndSchema,
  adminComplimentarySchema,
  type AdminComplimentary,
  type AdminComplimentaryEnd,
  type AdminMemberSubscription,
} from '@gjs/shared';
import { subscriptionSummary } from '../lib/members.ts';
import { DateChoiceDialog } from './date-choice-dialog.tsx';

/** The days the shared contracts accept (in the future). */
const GRANT_UNTIL = adminComplimentarySchema.shape.end_date.unwrap();
const END_ON = adminComplimentaryEndSchema.shape.end_date.unwrap();

type ComplimentaryDialogProps = {
  open: boolean;
  subscription: AdminMemberSubscription | null;
  pending: boolean;
  error?: string | undefined;
  onGrant: (body: AdminComplimentary) => void;
  onClose: () => void;
};

/** A complimentary subscription, open-ended or until a day. */
export function ComplimentaryDialog({
  open,
  subscription,
  pending,
  error,
  onGrant,
  onClose,
}: ComplimentaryDialogProps) {
  const paid = subscription?.provider_subscription_id && subscription.status !== 'expired';
  return (
    <DateChoiceDialog
      open={open}
      id="complimentary-dialog"
      title="Grant a complimentary subscription"
      description={
        <>
          The member gets full access without paying: status active, no payment provider. It replaces the
          current subscription ({subscriptionSummary(subscription)}).
        </>
      }
      notice={
        paid && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            The running subscription at {subscription.payment_provider === 'paypal' ? 'PayPal' : 'Stripe'} is
            cancelled now; the member is not charged again.
          </Alert>
        )
      }
      choiceLabel="Duration"
      withoutDate="Open-ended"
      withDate="Until a date"
      dateSchema={GRANT_UNTIL}
      submitLabel="Grant"
      pending={pending}
      error={error}
      onSubmit={(endDate) => onGrant({ end_date: endDate })}
      onClose={onClose}
    />
  );
}

type EndComplimentaryDialogProps = {
  username: string;
  pending: boolean;
  error?: string | undefined;
  onEnd: (body: AdminComplimentaryEnd) => void;
  onClose: () => void;
};

/** Complimentary access ended now, or when a day begins. */
export function EndComplimentaryDialog({
  username,
  pending,
  error,
  onEnd,
  onClose,
}: EndComplimentaryDialogProps) {
  return (
    <DateChoiceDialog
      id="end-complimentary-dialog"
      title="End complimentary access"
      description={
        <>
          {username} loses access to the content when the complimentary subscription ends. The change is
          recorded in the audit log.
        </>
      }
      choiceLabel="When"
      withoutDate="Now"
      withDate="On a date"
      dateSchema={END_ON}
      submitLabel="End access"
      submitColor="warning"
      pending={pending}
      error={error}
      onSubmit={(endDate) => onEnd({ end_date: endDate })}
      onClose={onClose}
    />
  );
}
