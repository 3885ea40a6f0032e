import { Chip, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTexts } from '#lib/i18n/texts.ts';
import { useAdminTakes } from '../api/list-takes.ts';
import { adminTakesTexts } from '../lib/takes-texts.ts';

/** The console's "Takes": unread first, then newest, with the student of each. */
export function TakeListPage({ takeHref }: { takeHref: (id: number) => string }) {
  const texts = useTexts(adminTakesTexts);
  const takes = useAdminTakes();
  if (!takes.data) return <Typography>{texts.loading}</Typography>;
  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        {texts.heading} · {texts.unread(takes.data.unread)}
      </Typography>
      {takes.data.takes.length === 0 ? (
        <Typography color="text.secondary">{texts.empty}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{texts.title}</TableCell>
              <TableCell>{texts.student}</TableCell>
              <TableCell>{texts.sent}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {takes.data.takes.map((take) => (
              <TableRow key={take.id}>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={takeHref(take.id)}
                    sx={{ fontWeight: take.read_by_teacher ? 400 : 700 }}
                  >
                    {take.title}
                  </Link>
                </TableCell>
                <TableCell>
                  {take.student.first_name || take.student.last_name
                    ? `${take.student.first_name} ${take.student.last_name} (${take.student.username})`
                    : take.student.username}
                </TableCell>
                <TableCell>{new Date(take.created_at).toLocaleString()}</TableCell>
                <TableCell>
                  {!take.read_by_teacher && (
                    <Chip size="small" color="error" label={texts.new} sx={{ mr: 1 }} />
                  )}
                  <Chip
                    size="small"
                    label={texts.state[take.state]}
                    color={take.state === 'answered' ? 'success' : 'default'}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
