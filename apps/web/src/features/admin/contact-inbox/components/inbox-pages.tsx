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
import { errorMessage } from '../../../../lib/api-client.ts';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { QueryStatus } from '../../common/components/query-status.tsx';
import {
  useContactMessage,
  useContactMessages,
  useDeleteContactMessage,
  useMarkContactMessage,
} from '../api/contact-messages.ts';

const FILTER_LABELS: Record<ContactInboxFilter, string> = { all: 'All', unread: 'Unread', read: 'Read' };

const received = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

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
  const remove = useDeleteContactMessage();
  return (
    <ConfirmDialog
      open
      title="Delete this message?"
      confirmLabel="Delete"
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
      The message from {message.name} is removed from the inbox. This cannot be undone.
    </ConfirmDialog>
  );
}

/** The stored contact messages, newest first, filtered by read state. */
export function InboxPage({ messageHref }: { messageHref: (id: number) => string }) {
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
          Inbox
        </Typography>
        {data && (
          <Typography color="text.secondary" data-testid="inbox-unread">
            {data.unread === 1 ? '1 unread message' : `${data.unread} unread messages`}
          </Typography>
        )}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={status}
          aria-label="Show messages"
          onChange={(_event, value: ContactInboxFilter | null) => {
            if (!value) return;
            setStatus(value);
            setPage(1);
          }}
        >
          {CONTACT_INBOX_FILTERS.map((f) => (
            <ToggleButton key={f} value={f}>
              {FILTER_LABELS[f]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <QueryStatus query={messages} loadingLabel="Loading messages" fallback="Failed to load messages" />
      {mark.error && <Alert severity="error">{errorMessage(mark.error)}</Alert>}
      {data?.results.length === 0 && <Typography>No messages.</Typography>}
      {data && data.results.length > 0 && (
        <Table size="small" aria-label="Contact messages">
          <TableHead>
            <TableRow>
              <TableCell>From</TableCell>
              <TableCell>Message</TableCell>
              <TableCell>Received</TableCell>
              <TableCell>State</TableCell>
              <TableCell align="right">Actions</TableCell>
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
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{received(m.created_at)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={unread ? 'primary' : 'default'}
                      label={unread ? 'Unread' : 'Read'}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      disabled={mark.isPending}
                      onClick={() => mark.mutate({ id: m.id, read: unread })}
                    >
                      {unread ? 'Mark as read' : 'Mark as unread'}
                    </Button>
                    <Button size="small" color="error" onClick={() => setDeleting(m)}>
                      Delete
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
          aria-label="Inbox pages"
        />
      )}
      {deleting && <DeleteMessageDialog message={deleting} onClose={() => setDeleting(null)} />}
    </Box>
  );
}

type MessagePageProps = { messageId: number; inboxHref: string; onDeleted: () => void };

/** One message in full; opening an unread message marks it read (once), and it can be marked unread again. */
export function MessagePage({ messageId, inboxHref, onDeleted }: MessagePageProps) {
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
      <QueryStatus query={message} loadingLabel="Loading message" fallback="Failed to load the message" />
    );
  const unread = message.data.read_at === null;

  return (
    <Box>
      <Button component={RouterLink} to={inboxHref} sx={{ mb: 1 }}>
        Back to the inbox
      </Button>
      <Paper variant="outlined" sx={{ p: 2 }} component="article" aria-label="Message">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {message.data.name}
          </Typography>
          <Chip size="small" color={unread ? 'primary' : 'default'} label={unread ? 'Unread' : 'Read'} />
        </Stack>
        <Typography>
          <Link href={`mailto:${message.data.email}`}>{message.data.email}</Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Received {received(message.data.created_at)}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="message-text">
          {message.data.message}
        </Typography>
      </Paper>
      {mark.error && <Alert severity="error">{errorMessage(mark.error)}</Alert>}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button
          variant="outlined"
          href={`mailto:${message.data.email}?subject=${encodeURIComponent('Re: your message')}`}
        >
          Reply by e-mail
        </Button>
        <Button disabled={mark.isPending} onClick={() => mark.mutate({ id: message.data.id, read: unread })}>
          {unread ? 'Mark as read' : 'Mark as unread'}
        </Button>
        <Button color="error" onClick={() => setDeleting(true)}>
          Delete
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
