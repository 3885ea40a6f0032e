import type { ReactElement } from 'react';
import { ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Profile } from '@gjs/shared';
import { theme } from '../components/ui/theme.ts';
import type { Language } from '../lib/i18n/language.ts';
import { LanguageContext } from '../lib/i18n/texts.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { AuthContext, type AuthContextValue } from '../lib/session/auth-context.ts';

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    username: 'django',
    email: 'django@example.com',
    first_name: 'Django',
    last_name: 'Reinhardt',
    date_joined: '2025-07-01T10:00:00.000Z',
    is_staff: false,
    takes_lessons: false,
    bio: '',
    profile_image: null,
    level: 'intermediate',
    language: 'english',
    interface_language: null,
    email_notifications: true,
    subscription: null,
    ...overrides,
  };
}

export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const user = overrides.user ?? null;
  return {
    user,
    isAuthenticated: user !== null,
    loading: false,
    settled: !overrides.loading,
    login: async () => makeProfile(),
    logout: async () => undefined,
    ...overrides,
  };
}

type RenderOptions = {
  /** The URL to start on; `element` is rendered for every path unless `routes` is given. */
  route?: string;
  routes?: RouteObject[];
  auth?: AuthContextValue;
  /** The page's language; for any but English, `await loadTexts(language)` first, as the router does. */
  language?: Language;
};

/** Renders under a memory data router, the theme, a fresh query client and a given (fake) session. */
export function renderWithRouter(element: ReactElement, options: RenderOptions = {}) {
  const routes = options.routes ?? [{ path: '*', element }];
  const router = createMemoryRouter(routes, { initialEntries: [options.route ?? '/'] });
  const queryClient = createQueryClient();
  const tree = (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <LanguageContext value={options.language ?? 'en'}>
          <AuthContext value={options.auth ?? fakeAuth()}>
            <RouterProvider router={router} />
          </AuthContext>
        </LanguageContext>
      </ThemeProvider>
    </QueryClientProvider>
  );
  return { router, queryClient, ...render(tree) };
}
