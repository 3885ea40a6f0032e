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
import { errorMessage } from '#lib/api-client.ts';
import { useDeleteMember } from '../api/delete-member.ts';
import { useEndComplimentary } from '../api/end-complimentary.ts';
import { useMember } from '../api/get-member.ts';
import { useGrantComplimentary } from '../api/grant-complimentary.ts';
import { useUpdateMember } from '../api/update-member.ts';
import { useTexts, type Translation } from '#lib/i18n/texts.ts';
import { endDateLabel, providerName, subscriptionSummary } from '../lib/members.ts';
import { membersTexts, type MembersTexts } from '../lib/members-texts.ts';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { ComplimentaryDialog, EndComplimentaryDialog } from './member-dialogs.tsx';
import { QueryStatus } from '../../common/components/query-status.tsx';

type MemberDetailPageProps = {
  memberId: number;
  /** The staff user looking: they cannot deactivate, un-staff or delete themselves (the server refuses too). */
  currentUserId: number | undefined;
  listHref: string;
  onDeleted: () => void;
};

type Texts = Translation<MembersTexts>;

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

function profileRows(m: AdminMemberDetail, texts: Texts): [string, ReactNode][] {
  const rows = texts.detail.rows;
  const address = [m.street_address, `${m.postal_code} ${m.city}`.trim(), m.state, m.country].filter(Boolean);
  return [
    [rows.name, `${m.first_name} ${m.last_name}`.trim() || '—'],
    [rows.email, m.email],
    [rows.joined, texts.day(m.date_joined)],
    [rows.lastLogin, m.last_login ? texts.moment(m.last_login) : rows.never],
    [rows.level, texts.level(m.level)],
    [rows.language, texts.language(m.language)],
    [rows.notifications, m.email_notifications ? rows.on : rows.off],
    [rows.address, address.join(', ') || '—'],
    [rows.bio, m.bio || '—'],
  ];
}

function subscriptionRows(m: AdminMemberDetail, texts: Texts): [string, ReactNode][] {
  const rows = texts.detail.rows;
  const s = m.subscription;
  if (!s) return [[rows.subscription, rows.none]];
  return [
    [rows.summary, subscriptionSummary(s, texts)],
    [rows.status, texts.status(s.status)],
    [rows.plan, s.plan ?? '—'],
    [rows.provider, providerName(s) ?? '—'],
    [rows.providerSubscription, s.provider_subscription_id ?? '—'],
    [rows.startDate, texts.day(s.start_date)],
    [endDateLabel(s, texts), s.end_date ? texts.day(s.end_date) : s.complimentary ? rows.openEnded : '—'],
    [rows.cancelAtPeriodEnd, s.cancel_at_period_end ? rows.yes : rows.no],
    [rows.contentAccess, s.grants_access || m.is_staff ? rows.yes : rows.no],
  ];
}

/** One account: profile, subscription, and what staff can do to it, each hard step behind a dialog. */
export function MemberDetailPage({ memberId, currentUserId, listHref, onDeleted }: MemberDetailPageProps) {
  const texts = useTexts(membersTexts);
  const { detail, confirm } = texts;
  const member = useMember(memberId);
  const update = useUpdateMember();
  const grant = useGrantComplimentary();
  const endGrant = useEndComplimentary();
  const remove = useDeleteMember();
  const [confirming, setConfirming] = useState<Confirming>(null);

  if (member.isPending || member.error)
    return <QueryStatus query={member} loadingLabel={detail.loading} fallback={detail.loadFailed} />;
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
        {detail.back}
      </Link>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Avatar src={m.profile_image ?? undefined} alt="" />
        <Typography variant="h5" component="h2">
          {m.username}
        </Typography>
        {m.is_staff && <Chip color="primary" label={texts.flags.staff} />}
        {m.takes_lessons && <Chip color="info" label={texts.flags.takesLessons} />}
        {!m.is_active && <Chip color="error" label={texts.flags.deactivated} />}
      </Stack>
      {update.error && !confirming && <Alert severity="error">{errorMessage(update.error)}</Alert>}
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Panel title={detail.profile}>
            <Rows label={detail.profile} rows={profileRows(m, texts)} />
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Panel title={detail.subscription}>
            <Rows label={detail.subscriptionDetails} rows={subscriptionRows(m, texts)} />
            <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }}>
              <Button variant="outlined" onClick={() => setConfirming('complimentary')}>
                {detail.grantComplimentary}
              </Button>
              {m.subscription?.complimentary && m.subscription.grants_access && (
                <Button color="warning" variant="outlined" onClick={() => setConfirming('end-complimentary')}>
                  {detail.endComplimentary}
                </Button>
              )}
            </Stack>
          </Panel>
        </Grid>
      </Grid>
      <Panel title={detail.access}>
        <Stack spacing={1}>
          <FormControlLabel
            label={detail.takesLessons}
            control={
              <Switch
                checked={lessonsPending ?? m.takes_lessons}
                disabled={update.isPending}
                onChange={(_e, checked) => update.mutate({ id: m.id, update: { takes_lessons: checked } })}
              />
            }
          />
          <FormControlLabel
            label={self ? detail.staffSelf : detail.staff}
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
                {detail.deactivate}
              </Button>
            ) : (
              <Button
                variant="outlined"
                disabled={update.isPending}
                onClick={() => confirmUpdate({ is_active: true })}
              >
                {detail.reactivate}
              </Button>
            )}
            <Button color="error" variant="contained" disabled={self} onClick={() => setConfirming('delete')}>
              {detail.delete}
            </Button>
          </Stack>
        </Stack>
      </Panel>

      <ConfirmDialog
        open={confirming === 'staff'}
        title={m.is_staff ? confirm.removeStaffTitle(m.username) : confirm.makeStaffTitle(m.username)}
        confirmLabel={m.is_staff ? confirm.removeStaff : confirm.makeStaff}
        color="warning"
        pending={update.isPending}
        error={update.error ? errorMessage(update.error) : undefined}
        onConfirm={() => confirmUpdate({ is_staff: !m.is_staff })}
        onClose={close}
      >
        {m.is_staff ? confirm.removeStaffText : confirm.makeStaffText}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'deactivate'}
        title={confirm.deactivateTitle(m.username)}
        confirmLabel={confirm.deactivate}
        color="warning"
        pending={update.isPending}
        error={update.error ? errorMessage(update.error) : undefined}
        onConfirm={() => confirmUpdate({ is_active: false })}
        onClose={close}
      >
        {confirm.deactivateText}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'delete'}
        title={confirm.deleteTitle(m.username)}
        confirmLabel={confirm.delete}
        color="error"
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : undefined}
        onConfirm={() => remove.mutate(m.id, { onSuccess: onDeleted })}
        onClose={close}
      >
        {confirm.deleteText}
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
