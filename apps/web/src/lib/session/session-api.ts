import {
  loginRequestSchema,
  profileSchema,
  tokenPairSchema,
  type LoginRequest,
  type Profile,
  type TokenPair,
} from '@gjs/shared';
import { api } from '../api-client.ts';

export const LOGIN_PATH = '/api/login/';
export const LOGOUT_PATH = '/api/logout/';
export const PROFILE_PATH = '/api/profile/';

export async function requestLogin(credentials: LoginRequest): Promise<TokenPair> {
  return tokenPairSchema.parse(await api.post(LOGIN_PATH, loginRequestSchema.parse(credentials)));
}

export async function requestLogout(refresh: string): Promise<void> {
  await api.post(LOGOUT_PATH, { refresh });
}

export async function getProfile(): Promise<Profile> {
  return profileSchema.parse(await api.get(PROFILE_PATH));
}
