import type { LoginRequest, Profile, TokenPair } from '@gjs/shared';
import { api } from '../api-client.ts';

export const LOGIN_PATH = '/api/login/';
export const LOGOUT_PATH = '/api/logout/';
export const PROFILE_PATH = '/api/profile/';

export async function requestLogin(credentials: LoginRequest): Promise<TokenPair> {
  return api.post<TokenPair>(LOGIN_PATH, credentials);
}

export async function requestLogout(refresh: string): Promise<void> {
  await api.post(LOGOUT_PATH, { refresh });
}

export async function getProfile(): Promise<Profile> {
  return api.get<Profile>(PROFILE_PATH);
}
