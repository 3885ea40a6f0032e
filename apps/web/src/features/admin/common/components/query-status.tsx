import { Alert, CircularProgress } from '@mui/material';
import { errorMessage } from '#lib/api-client.ts';

type QueryStatusProps = {
  query: { isPending: boolean; error: unknown };
  /** Accessible name of the spinner while the query loads. */
  loadingLabel: string;
  /** Shown when the error carries no message of its own. */
  fallback?: string;
};

/** The spinner while a query loads, or its error; nothing once it has data. */
export function QueryStatus({ query, loadingLabel, fallback }: QueryStatusProps) {
  if (query.isPending) return <CircularProgress aria-label={loadingLabel} />;
  if (query.error) return <Alert severity="error">{errorMessage(query.error) ?? fallback}</Alert>;
  return null;
}
