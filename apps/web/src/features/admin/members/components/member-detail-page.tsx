import { useState, type ReactNode } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  FormControlLabel,
  Grid,
  Link,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { AdminMemberDetail } from '@gjs/shared';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useDeleteMember } from '../api/delete-member.ts';
import { useEndComplimentary } from '../api/end-complimentary.ts';
import { useMember } from '../api/get-member.ts';
import { useGrantComplimentary } from '../api/grant-complimentary.ts';
import { useUpdateMember } from '../api/update-member.ts';
import { endDateLabel, formatDay, statusLabel, subscriptionSummary } from '../lib/members.ts';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { ComplimentaryDialog, EndComplimentaryDialog } from './member-dialogs.tsx';
import { QueryStatus } from '../../common/components/query-status.tsx';
import { languageLabel } from '../../courses/lib/course-options.ts';

type MemberDetailPageProps = {
  memberId: number;
  /** The staff user looking: they cannot deactivate, un-staff or delete themselves (the server refuses too). */
  currentUserId: number | undefined;
  listHref: string;
  onDeleted: () => void;
};

type Confirming = 'staff' | 'deactivate' | 'delete' | 'complimentary' | 'end-complimentary' | null;

function Rows({ label, rows }: { label: string; rows: [string, ReactNode][] }) {
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {rows.map(([name, value]) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row" sx={{ width: '40%', color: 'text.secondary' }}>
              {name}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function profileRows(m: AdminMemberDetail): [string, ReactNode][] {
  const address = [m.street_address, `${m.postal_code} ${m.city}`.trim(), m.state, m.country].filter(Boolean);
  return [
    ['Name', `${m.first_name} ${m.last_name}`.trim() || '—'],
    ['E-mail', m.email],
    ['Joined', formatDay(m.date_joined)],
    ['Last login', m.last_login ? new Date(m.last_login).toLocaleString('en-GB') : 'Never'],
    ['Level', m.level],
    ['Language', languageLabel(m.language)],
    ['E-mail notifications', m.email_notifications ? 'On' : 'Off'],
    ['Address', address.join(', ') || '—'],
    ['Bio', m.bio || '—'],
  ];
}

function subscriptionRows(m: AdminMemberDetail): [string, ReactNode][] {
  const s = m.subscription;
  if (!s) return [['Subscription', 'None']];
  const provider =
    s.payment_provider === 'stripe' ? 'Stripe' : s.payment_provider === 'paypal' ? 'PayPal' : '—';
  return [
    ['Summary', subscriptionSummary(s)],
    ['Status', statusLabel(s.status)],
    ['Plan', s.plan ?? '—'],
    ['Payment provider', provider],
    ['Provider subscription', s.provider_subscription_id ?? '—'],
    ['Start date', formatDay(s.start_date)],
    [endDateLabel(s), s.end_date ? formatDay(s.end_date) : s.complimentary ? 'Open-ended' : '—'],
    ['Cancelled at period end', s.cancel_at_period_end ? 'Yes' : 'No'],
    ['Access to the content', s.grants_access || m.is_staff ? 'Yes' : 'No'],
  ];
}

/** One account: profile, subscription, and what staff can do to it, each hard step behind a dialog. */
export function MemberDetailPage({ memberId, currentUserId, listHref, onDeleted }: MemberDetailPageProps) {
  const member = useMember(memberId);
  const update = useUpdateMember();
  const grant = useGrantComplimentary();
  const endGrant = useEndComplimentary();
  const remove = useDeleteMember();
  const [confirming, setConfirming] = useState<Confirming>(null);

  if (member.isPending || member.error)
    return <QueryStatus query={member} loadingLabel="Loading member" fallback="Failed to load the member" />;
  const m = member.data;
  const self = m.id === currentUserId;
  const close = () => {
    update.reset();
    grant.reset();
    endGrant.reset();
    remove.reset();
    setConfirming(null);
  };
  // The switch follows the click at once (TanStack's optimistic value from the pending variables).
  const lessonsPending = update.isPending ? update.variables.update.takes_lessons : undefined;
  const confirmUpdate = (change: Parameters<typeof update.mutate>[0]['update']) =>
    update.mutate({ id: m.id, update: change }, { onSuccess: () => setConfirming(null) });

  return (
    <Box>
      <Link component={RouterLink} to={listHref} sx={{ display: 'inline-block', mb: 2 }}>
        ← All members
      </Link>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Avatar src={m.profile_image ?? undefined} alt="" />
        <Typography variant="h5" component="h2">
          {m.username}
        </Typography>
        {m.is_staff && <Chip color="primary" label="Staff" />}
        {m.takes_lessons && <Chip color="info" label="Takes lessons" />}
        {!m.is_active && <Chip color="error" label="Deactivated" />}
      </Stack>
      {update.error && !confirming && <Alert severity="error">{errorMessage(update.error)}</Alert>}
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Panel title="Profile">
            <Rows label="Profile" rows={profileRows(m)} />
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Panel title="Subscription">
            <Rows label="Subscription details" rows={subscriptionRows(m)} />
            <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }}>
              <Button variant="outlined" onClick={() => setConfirming('complimentary')}>
                Grant complimentary subscription
              </Button>
              {m.subscription?.complimentary && m.subscription.grants_access && (
                <Button color="warning" variant="outlined" onClick={() => setConfirming('end-complimentary')}>
                  End complimentary access
                </Button>
              )}
            </Stack>
          </Panel>
        </Grid>
      </Grid>
      <Panel title="Access">
        <Stack spacing={1}>
          <FormControlLabel
            label="Takes private lessons"
            control={
              <Switch
                checked={lessonsPending ?? m.takes_lessons}
                disabled={update.isPending}
                onChange={(_e, checked) => update.mutate({ id: m.id, update: { takes_lessons: checked } })}
              />
            }
          />
          <FormControlLabel
            label={self ? 'Staff (you cannot remove your own staff access)' : 'Staff'}
            control={
              <Switch
                checked={m.is_staff}
                disabled={update.isPending || (self && m.is_staff)}
                onChange={() => setConfirming('staff')}
              />
            }
          />
          <Stack direction="row" spacing={2} sx={{ pt: 1, flexWrap: 'wrap' }}>
            {m.is_active ? (
              <Button
                color="warning"
                variant="outlined"
                disabled={self}
                onClick={() => setConfirming('deactivate')}
              >
                Deactivate account
              </Button>
            ) : (
              <Button
                variant="outlined"
                disabled={update.isPending}
                onClick={() => confirmUpdate({ is_active: true })}
              >
                Reactivate account
              </Button>
            )}
            <Button color="error" variant="contained" disabled={self} onClick={() => setConfirming('delete')}>
              Delete account
            </Button>
          </Stack>
        </Stack>
      </Panel>

      <ConfirmDialog
        open={confirming === 'staff'}
        title={m.is_staff ? `Remove staff access from ${m.username}?` : `Make ${m.username} staff?`}
        confirmLabel={m.is_staff ? 'Remove staff access' : 'Make staff'}
        color="warning"
        pending={update.isPending}
        error={update.error ? errorMessage(update.error) : undefined}
        onConfirm={() => confirmUpdate({ is_staff: !m.is_staff })}
        onClose={close}
      >
        {m.is_staff
          ? 'They lose the admin console at once.'
          : 'Staff open the admin console: they manage courses, members, settings and everything else.'}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'deactivate'}
        title={`Deactivate ${m.username}?`}
        confirmLabel="Deactivate"
        color="warning"
        pending={update.isPending}
        error={update.error ? errorMessage(update.error) : undefined}
        onConfirm={() => confirmUpdate({ is_active: false })}
        onClose={close}
      >
        They are logged out everywhere and cannot log in until the account is reactivated. Their data stay. A
        subscription running at the payment provider is cancelled first, so nothing more is charged, and they
        get the cancellation e-mail.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'delete'}
        title={`Delete ${m.username}?`}
        confirmLabel="Delete account"
        color="error"
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : undefined}
        onConfirm={() => remove.mutate(m.id, { onSuccess: onDeleted })}
        onClose={close}
      >
        The account is deleted at once with all its data: profile, photo, progress, forum posts and comments.
        A running subscription at the payment provider is cancelled first. This cannot be undone.
      </ConfirmDialog>
      {confirming === 'complimentary' && (
        <ComplimentaryDialog
          open
          subscription={m.subscription}
          pending={grant.isPending}
          error={grant.error ? errorMessage(grant.error) : undefined}
          onGrant={(body) => grant.mutate({ id: m.id, body }, { onSuccess: () => setConfirming(null) })}
          onClose={close}
        />
      )}
      {confirming === 'end-complimentary' && (
        <EndComplimentaryDialog
          username={m.username}
          pending={endGrant.isPending}
          error={endGrant.error ? errorMessage(endGrant.error) : undefined}
          onEnd={(body) => endGrant.mutate({ id: m.id, body }, { onSuccess: () => setConfirming(null) })}
          onClose={close}
        />
      )}
    </Box>
  );
}
