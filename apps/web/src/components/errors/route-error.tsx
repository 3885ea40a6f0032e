import { Button, Container, Typography } from '@mui/material';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useTexts, type Translation } from '../../lib/i18n/texts.ts';
import { errorTexts, type ErrorTexts } from './error-texts.ts';

/** '404 Not Found' for a route error response (in the page's language), the message for a thrown error. */
export function describeRouteError(
  error: unknown,
  texts: Pick<Translation<ErrorTexts>, 'status'> = errorTexts.en,
): string {
  if (isRouteErrorResponse(error)) return texts.status(error.status, error.statusText);
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : JSON.stringify(error);
}

/** The content of the error page; the app renders it inside the frame (header and footer). */
export function RouteError() {
  const error = useRouteError();
  const texts = useTexts(errorTexts);
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h2" component="h1" gutterBottom>
        {texts.heading}
      </Typography>
      <Typography variant="h5" component="p" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {describeRouteError(error, texts)}
      </Typography>
      <Button component={RouterLink} to={paths.home.getHref()} variant="contained" sx={{ mt: 4 }}>
        {texts.backHome}
      </Button>
    </Container>
  );
}
