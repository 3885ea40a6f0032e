import { useDeferredValue } from 'react';
import {
  Box,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { AdminMemberSummary } from '@gjs/shared';
import { useMembers } from '../api/get-members.ts';
import { formatDay, statusLabel } from '../lib/members.ts';
import { QueryStatus } from '../../common/components/query-status.tsx';

type MemberListPageProps = { memberHref: (id: number) => string };

function Flags({ member }: { member: AdminMemberSummary }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {member.is_staff && <Chip size="small" color="primary" label="Staff" />}
      {member.takes_lessons && <Chip size="small" color="info" label="Lessons" />}
      {!member.is_active && <Chip size="small" color="error" label="Deactivated" />}
    </Stack>
  );
}

/** Every account, newest first; the search (name, username or e-mail) and the page live in the URL. */
export function MemberListPage({ memberHref }: MemberListPageProps) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const deferredQ = useDeferredValue(q);
  const members = useMembers({ q: deferredQ, page });
  const data = members.data;

  const setSearch = (next: { q?: string; page?: number }) => {
    const values = { q: next.q ?? q, page: next.page ?? 1 };
    const search = new URLSearchParams();
    if (values.q) search.set('q', values.q);
    if (values.page > 1) search.set('page', String(values.page));
    setParams(search, { replace: true });
  };

  return (
    <Box>
      <Typography variant="h5" component="h2">
        Members
      </Typography>
      <TextField
        type="search"
        label="Search by name, username or e-mail"
        value={q}
        onChange={(e) => setSearch({ q: e.target.value })}
        sx={{ my: 2, width: { xs: '100%', sm: 420 } }}
        slotProps={{ htmlInput: { maxLength: 254 } }}
      />
      <QueryStatus query={members} loadingLabel="Loading members" fallback="Failed to load members" />
      {data?.count === 0 && <Typography>No members found.</Typography>}
      {data && data.count > 0 && (
        <>
          <TableContainer>
            <Table size="small" aria-label="Members">
              <TableHead>
                <TableRow>
                  <TableCell>Username</TableCell>
                  <TableCell>Name</TableCell>
                  <TableCell>E-mail</TableCell>
                  <TableCell>Subscription</TableCell>
                  <TableCell>Flags</TableCell>
                  <TableCell>Joined</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.results.map((m) => (
                  <TableRow key={m.id} hover>
                    <TableCell>
                      <Link component={RouterLink} to={memberHref(m.id)}>
                        {m.username}
                      </Link>
                    </TableCell>
                    <TableCell>{`${m.first_name} ${m.last_name}`.trim()}</TableCell>
                    <TableCell>{m.email}</TableCell>
                    <TableCell>{statusLabel(m.subscription_status)}</TableCell>
                    <TableCell>
                      <Flags member={m} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(m.date_joined)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={data.count}
            page={data.page - 1}
            rowsPerPage={data.page_size}
            rowsPerPageOptions={[]}
            onPageChange={(_event, next) => setSearch({ page: next + 1 })}
          />
        </>
      )}
    </Box>
  );
}
