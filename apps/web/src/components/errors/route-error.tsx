import { Container, Typography } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router';

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
    </Container>
  );
}
