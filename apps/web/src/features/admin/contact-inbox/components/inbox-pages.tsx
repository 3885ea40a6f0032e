import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Link,
  Pagination,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { CONTACT_INBOX_FILTERS, type AdminContactMessage, type ContactInboxFilter } from '@gjs/shared';
import { errorMessage } from '#lib/api-client.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { QueryStatus } from '../../common/components/query-status.tsx';
import { useDeleteContactMessage } from '../api/delete-message.ts';
import { useContactMessage } from '../api/get-message.ts';
import { useContactMessages } from '../api/list-messages.ts';
import { useMarkContactMessage } from '../api/mark-message.ts';
import { inboxTexts } from '../lib/inbox-texts.ts';

const preview = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 100 ? `${line.slice(0, 100)}…` : line;
};

function DeleteMessageDialog({
  message,
  onClose,
  onDeleted,
}: {
  message: AdminContactMessage;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { deleteDialog: texts } = useTexts(inboxTexts);
  const remove = useDeleteContactMessage();
  return (
    <ConfirmDialog
      open
      title={texts.title}
      confirmLabel={texts.confirm}
      color="error"
      pending={remove.isPending}
      error={remove.error ? errorMessage(remove.error) : undefined}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(message.id, {
          onSuccess: () => {
            onClose();
            onDeleted?.();
          },
        })
      }
    >
      {texts.text(message.name)}
    </ConfirmDialog>
  );
}

/** The stored contact messages, newest first, filtered by read state. */
export function InboxPage({ messageHref }: { messageHref: (id: number) => string }) {
  const texts = useTexts(inboxTexts);
  const [status, setStatus] = useState<ContactInboxFilter>('all');
  const [page, setPage] = useState(1);
  const messages = useContactMessages(status, page);
  const mark = useMarkContactMessage();
  const [deleting, setDeleting] = useState<AdminContactMessage | null>(null);
  const data = messages.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          {texts.inbox.heading}
        </Typography>
        {data && (
          <Typography color="text.secondary" data-testid="inbox-unread">
            {texts.inbox.unreadCount(data.unread)}
          </Typography>
        )}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={status}
          aria-label={texts.inbox.filter}
          onChange={(_event, value: ContactInboxFilter | null) => {
            if (!value) return;
            setStatus(value);
            setPage(1);
          }}
        >
          {CONTACT_INBOX_FILTERS.map((f) => (
            <ToggleButton key={f} value={f}>
              {texts.inbox.filterLabel(f)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <QueryStatus query={messages} loadingLabel={texts.inbox.loading} fallback={texts.inbox.loadFailed} />
      {mark.error && <Alert severity="error">{errorMessage(mark.error)}</Alert>}
      {data?.results.length === 0 && <Typography>{texts.inbox.empty}</Typography>}
      {data && data.results.length > 0 && (
        <Table size="small" aria-label={texts.inbox.table}>
          <TableHead>
            <TableRow>
              <TableCell>{texts.inbox.columns.from}</TableCell>
              <TableCell>{texts.inbox.columns.message}</TableCell>
              <TableCell>{texts.inbox.columns.received}</TableCell>
              <TableCell>{texts.inbox.columns.state}</TableCell>
              <TableCell align="right">{texts.inbox.columns.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.results.map((m) => {
              const unread = m.read_at === null;
              return (
                <TableRow
                  key={m.id}
                  data-testid="inbox-row"
                  sx={unread ? { '& td': { fontWeight: 700 } } : {}}
                >
                  <TableCell>
                    {m.name}
                    <Typography variant="body2" color="text.secondary" component="div">
                      {m.email}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={messageHref(m.id)}>
                      {preview(m.message)}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{texts.received(m.created_at)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={unread ? 'primary' : 'default'}
                      label={unread ? texts.unread : texts.read}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      disabled={mark.isPending}
                      onClick={() => mark.mutate({ id: m.id, read: unread })}
                    >
                      {unread ? texts.markRead : texts.markUnread}
                    </Button>
                    <Button size="small" color="error" onClick={() => setDeleting(m)}>
                      {texts.delete}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2 }}
          count={pages}
          page={page}
          onChange={(_event, value) => setPage(value)}
          aria-label={texts.inbox.pages}
          getItemAriaLabel={texts.inbox.pageButton}
        />
      )}
      {deleting && <DeleteMessageDialog message={deleting} onClose={() => setDeleting(null)} />}
    </Box>
  );
}

type MessagePageProps = { messageId: number; inboxHref: string; onDeleted: () => void };

/** One message in full; opening an unread message marks it read (once), and it can be marked unread again. */
export function MessagePage({ messageId, inboxHref, onDeleted }: MessagePageProps) {
  const texts = useTexts(inboxTexts);
  const message = useContactMessage(messageId);
  const mark = useMarkContactMessage();
  const [deleting, setDeleting] = useState(false);
  const markedOnOpen = useRef(false);
  const m = message.data;

  useEffect(() => {
    if (!m || m.read_at !== null || markedOnOpen.current) return;
    markedOnOpen.current = true;
    mark.mutate({ id: m.id, read: true });
  }, [m, mark]);

  if (message.isPending || message.error)
    return (
      <QueryStatus query={message} loadingLabel={texts.message.loading} fallback={texts.message.loadFailed} />
    );
  const unread = message.data.read_at === null;

  return (
    <Box>
      <Button component={RouterLink} to={inboxHref} sx={{ mb: 1 }}>
        {texts.message.back}
      </Button>
      <Paper variant="outlined" sx={{ p: 2 }} component="article" aria-label={texts.message.article}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {message.data.name}
          </Typography>
          <Chip
            size="small"
            color={unread ? 'primary' : 'default'}
            label={unread ? texts.unread : texts.read}
          />
        </Stack>
        <Typography>
          <Link href={`mailto:${message.data.email}`}>{message.data.email}</Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {texts.message.received(texts.received(message.data.created_at))}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="message-text">
          {message.data.message}
        </Typography>
      </Paper>
      {mark.error && <Alert severity="error">{errorMessage(mark.error)}</Alert>}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button
          variant="outlined"
          href={`mailto:${message.data.email}?subject=${encodeURIComponent(texts.message.replySubject)}`}
        >
          {texts.message.reply}
        </Button>
        <Button disabled={mark.isPending} onClick={() => mark.mutate({ id: message.data.id, read: unread })}>
          {unread ? texts.markRead : texts.markUnread}
        </Button>
        <Button color="error" onClick={() => setDeleting(true)}>
          {texts.delete}
        </Button>
      </Stack>
      {deleting && (
        <DeleteMessageDialog
          message={message.data}
          onClose={() => setDeleting(false)}
          onDeleted={onDeleted}
        />
      )}
    </Box>
  );
}
