import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { theme } from '../components/ui/theme.ts';
import { AuthProvider } from '../lib/session/auth-provider.tsx';
import { DEFAULT_LANGUAGE, type Language } from '../lib/i18n/language.ts';
import { LanguageContext } from '../lib/i18n/texts.ts';

type AppProviderProps = {
  children: ReactNode;
  onLoggedOut: () => void;
  queryClient: QueryClient;
  /** The page's language, from its address. */
  language?: Language;
};

export function AppProvider({
  children,
  onLoggedOut,
  queryClient,
  language = DEFAULT_LANGUAGE,
}: AppProviderProps) {
  return (
    <LanguageContext value={language}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <AuthProvider onLoggedOut={onLoggedOut}>{children}</AuthProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </LanguageContext>
  );
}
