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
import { useTexts } from '#lib/i18n/texts.ts';
import { membersTexts } from '../lib/members-texts.ts';
import { QueryStatus } from '../../common/components/query-status.tsx';

type MemberListPageProps = { memberHref: (id: number) => string };

function Flags({ member }: { member: AdminMemberSummary }) {
  const { flags: texts } = useTexts(membersTexts);
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {member.is_staff && <Chip size="small" color="primary" label={texts.staff} />}
      {member.takes_lessons && <Chip size="small" color="info" label={texts.lessons} />}
      {!member.is_active && <Chip size="small" color="error" label={texts.deactivated} />}
    </Stack>
  );
}

/** Every account, newest first; the search (name, username or e-mail) and the page live in the URL. */
export function MemberListPage({ memberHref }: MemberListPageProps) {
  const texts = useTexts(membersTexts);
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
        {texts.list.heading}
      </Typography>
      <TextField
        type="search"
        label={texts.list.search}
        value={q}
        onChange={(e) => setSearch({ q: e.target.value })}
        sx={{ my: 2, width: { xs: '100%', sm: 420 } }}
        slotProps={{ htmlInput: { maxLength: 254 } }}
      />
      <QueryStatus query={members} loadingLabel={texts.list.loading} fallback={texts.list.loadFailed} />
      {data?.count === 0 && <Typography>{texts.list.empty}</Typography>}
      {data && data.count > 0 && (
        <>
          <TableContainer>
            <Table size="small" aria-label={texts.list.table}>
              <TableHead>
                <TableRow>
                  <TableCell>{texts.list.columns.username}</TableCell>
                  <TableCell>{texts.list.columns.name}</TableCell>
                  <TableCell>{texts.list.columns.email}</TableCell>
                  <TableCell>{texts.list.columns.subscription}</TableCell>
                  <TableCell>{texts.list.columns.flags}</TableCell>
                  <TableCell>{texts.list.columns.joined}</TableCell>
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
                    <TableCell>{texts.status(m.subscription_status)}</TableCell>
                    <TableCell>
                      <Flags member={m} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{texts.day(m.date_joined)}</TableCell>
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
            labelDisplayedRows={({ from, to, count }) => texts.list.displayedRows(from, to, count)}
            getItemAriaLabel={texts.list.pageButton}
            onPageChange={(_event, next) => setSearch({ page: next + 1 })}
          />
        </>
      )}
    </Box>
  );
}
