import { Alert } from '@mui/material';
import {
  adminComplimentaryEndSchema,
  adminComplimentarySchema,
  type AdminComplimentary,
  type AdminComplimentaryEnd,
  type AdminMemberSubscription,
} from '@gjs/shared';
import { useTexts } from '#lib/i18n/texts.ts';
import { providerName, subscriptionSummary } from '../lib/members.ts';
import { membersTexts } from '../lib/members-texts.ts';
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
  const texts = useTexts(membersTexts);
  const paid = subscription?.provider_subscription_id && subscription.status !== 'expired';
  return (
    <DateChoiceDialog
      open={open}
      id="complimentary-dialog"
      title={texts.complimentary.title}
      description={texts.complimentary.description(subscriptionSummary(subscription, texts))}
      notice={
        paid && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {texts.complimentary.notice(providerName(subscription) ?? 'Stripe')}
          </Alert>
        )
      }
      choiceLabel={texts.complimentary.choice}
      withoutDate={texts.complimentary.openEnded}
      withDate={texts.complimentary.untilDate}
      dateSchema={GRANT_UNTIL}
      submitLabel={texts.complimentary.submit}
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
  const { endComplimentary: texts } = useTexts(membersTexts);
  return (
    <DateChoiceDialog
      id="end-complimentary-dialog"
      title={texts.title}
      description={texts.description(username)}
      choiceLabel={texts.choice}
      withoutDate={texts.now}
      withDate={texts.onDate}
      dateSchema={END_ON}
      submitLabel={texts.submit}
      submitColor="warning"
      pending={pending}
      error={error}
      onSubmit={(endDate) => onEnd({ end_date: endDate })}
      onClose={onClose}
    />
  );
}
