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
import { useTexts } from '#lib/i18n/texts.ts';
import { useAuditLog, type AuditFilters } from '../api/get-audit-log.ts';
import { auditTexts } from '../lib/audit-texts.ts';
import { QueryStatus } from '../../common/components/query-status.tsx';

function details(value: Record<string, unknown>): string {
  return Object.entries(value)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ');
}

/** The latest admin writes, newest first: who did what to which record, and when. */
export function AuditLogPage() {
  const texts = useTexts(auditTexts);
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
        {texts.heading}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2 }}>
        <TextField
          select
          label={texts.target}
          value={filters.target_type}
          onChange={set('target_type')}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{texts.allTargets}</MenuItem>
          {targetTypes.map((t) => (
            <MenuItem key={t} value={t}>
              {t.replaceAll('_', ' ')}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={texts.action} value={filters.action} onChange={set('action')} />
        <TextField label={texts.actor} value={filters.actor} onChange={set('actor')} />
      </Stack>
      <QueryStatus query={log} loadingLabel={texts.loading} />
      {log.data?.entries.length === 0 && <Typography>{texts.empty}</Typography>}
      {log.data && log.data.entries.length > 0 && (
        <Table size="small" aria-label={texts.table}>
          <TableHead>
            <TableRow>
              <TableCell>{texts.columns.when}</TableCell>
              <TableCell>{texts.columns.who}</TableCell>
              <TableCell>{texts.columns.action}</TableCell>
              <TableCell>{texts.columns.target}</TableCell>
              <TableCell>{texts.columns.details}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {log.data.entries.map((e) => (
              <TableRow key={e.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{texts.when(e.created_at)}</TableCell>
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
