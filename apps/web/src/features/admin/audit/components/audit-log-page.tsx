import { useDeferredValue, useState } from 'react';
import {
  Box,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useAuditLog, type AuditFilters } from '../api/get-audit-log.ts';
import { QueryStatus } from '../../common/components/query-status.tsx';

function details(value: Record<string, unknown>): string {
  return Object.entries(value)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ');
}

/** The latest admin writes, newest first: who did what to which record, and when. */
export function AuditLogPage() {
  const [filters, setFilters] = useState<AuditFilters>({ action: '', target_type: '', actor: '' });
  const deferred = useDeferredValue(filters);
  const log = useAuditLog(deferred);
  // The choices come from the records themselves (every area of the console writes its own target types); the
  // chosen one stays listed while a new answer loads.
  const known = log.data?.target_types ?? [];
  const targetTypes =
    filters.target_type && !known.includes(filters.target_type) ? [...known, filters.target_type] : known;
  const set = (key: keyof AuditFilters) => (e: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [key]: e.target.value }));

  return (
    <Box>
      <Typography variant="h5" component="h2">
        Audit log
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2 }}>
        <TextField
          select
          label="Target"
          value={filters.target_type}
          onChange={set('target_type')}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All</MenuItem>
          {targetTypes.map((t) => (
            <MenuItem key={t} value={t}>
              {t.replaceAll('_', ' ')}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Action (exact, e.g. course.publish)"
          value={filters.action}
          onChange={set('action')}
        />
        <TextField label="Staff user" value={filters.actor} onChange={set('actor')} />
      </Stack>
      <QueryStatus query={log} loadingLabel="Loading audit log" />
      {log.data?.entries.length === 0 && <Typography>No entries.</Typography>}
      {log.data && log.data.entries.length > 0 && (
        <Table size="small" aria-label="Audit log">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Who</TableCell>
              <TableCell>Action</TableCell>
              <TableCell>Target</TableCell>
              <TableCell>Details</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {log.data.entries.map((e) => (
              <TableRow key={e.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(e.created_at).toLocaleString()}</TableCell>
                <TableCell>{e.actor_username}</TableCell>
                <TableCell>{e.action}</TableCell>
                <TableCell>
                  {e.target_type}
                  {e.target_id ? ` ${e.target_id}` : ''}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{details(e.details)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
