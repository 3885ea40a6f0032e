import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { theme } from '../components/ui/theme.ts';
import { AuthProvider } from '../lib/session/auth-provider.tsx';

type AppProviderProps = {
  children: ReactNode;
  onLoggedOut: () => void;
  queryClient: QueryClient;
};

export function AppProvider({ children, onLoggedOut, queryClient }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <AuthProvider onLoggedOut={onLoggedOut}>{children}</AuthProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
