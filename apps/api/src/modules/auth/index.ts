import { defineModule } from '../../core/module.ts';
import routes from './routes.ts';

/** Login, token refresh, logout and password reset (README.md in this folder). */
export default defineModule('auth', ['db', 'auth', 'background-tasks', 'rate-limit'], routes);
export { createAccessTokens, signedBefore, type AccessTokens } from './access-tokens.ts';
export { revokeAllRefreshTokens } from './repository.ts';
