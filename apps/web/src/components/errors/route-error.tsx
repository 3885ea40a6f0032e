import { Button, Container, Typography } from '@mui/material';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { paths } from '../../config/paths.ts';

/** '404 Not Found' for a route error response, the message for a thrown error. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : JSON.stringify(error);
}

/** The content of the error page; the app renders it inside the frame (header and footer). */
export function RouteError() {
  const error = useRouteError();
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h2" component="h1" gutterBottom>
        Unexpected Application Error!
      </Typography>
      <Typography variant="h5" component="p" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {describeRouteError(error)}
      </Typography>
      <Button component={RouterLink} to={paths.home.getHref()} variant="contained" sx={{ mt: 4 }}>
        Back to the home page
      </Button>
    </Container>
  );
}
