import { endpoints, type LoginRequest, type Profile, type TokenPair } from '@gjs/shared';
import { api } from '../api-client.ts';

export async function requestLogin(credentials: LoginRequest): Promise<TokenPair> {
  return api.call(endpoints.auth.login, { body: credentials });
}

export async function requestLogout(refresh: string): Promise<void> {
  await api.call(endpoints.auth.logout, { body: { refresh } });
}

export async function getProfile(): Promise<Profile> {
  return api.call(endpoints.profile.get);
}
