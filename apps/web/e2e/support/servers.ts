import os from 'node:os';
import path from 'node:path';

interface E2eServer {
  url: string;
  dataDir: string;
  env: Record<string, string>;
}

// Several runs on one machine (parallel work) choose their own ports, data folders and web build.
const PORT_BASE = Number(process.env['E2E_PORT_BASE'] ?? 4173);
const DATA_PREFIX = process.env['E2E_DATA_PREFIX'] ?? 'gjs-e2e';
const WEB_DIST_DIR = process.env['WEB_DIST_DIR'];

function server(port: number, name: string, extra: Record<string, string> = {}): E2eServer {
  const dataDir = path.join(os.tmpdir(), `${DATA_PREFIX}-${name}`);
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    dataDir,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      LOGIN_RATE_LIMIT: '1000',
      PASSWORD_RESET_RATE_LIMIT: '1000',
      LOGIN_ADDRESS_RATE_LIMIT: '1000',
      REGISTRATION_RATE_LIMIT: '1000',
      FORUM_POST_RATE_LIMIT: '1000',
      FORUM_COMMENT_RATE_LIMIT: '1000',
      // The suite's servers make no streams: a dozen servers transcoding the demo videos would slow every spec.
      TRANSCODE_CONCURRENCY: '0',
      ...(WEB_DIST_DIR ? { WEB_DIST_DIR } : {}),
      ...extra,
    },
  };
}

/** The local fakes of the Stripe and PayPal HTTP APIs (apps/api/test/fakes/serve.ts): nothing leaves the machine. */
export const FAKE_PROVIDERS = {
  stripePort: PORT_BASE + 7,
  paypalPort: PORT_BASE + 8,
};

/**
 * A server with both providers configured against the fakes. Its own data folder and settings: with a provider
 * configured, free signup defaults to off (decision 0403), which the main server's specs must not feel.
 */
function paymentsServer(port: number): E2eServer {
  return server(port, 'payments', {
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: 'whsec_fake',
    STRIPE_API_BASE: `http://127.0.0.1:${FAKE_PROVIDERS.stripePort}`,
    PAYPAL_CLIENT_ID: 'fake-client-id',
    PAYPAL_CLIENT_SECRET: 'fake-client-secret',
    PAYPAL_WEBHOOK_ID: 'WH-FAKE-0001',
    PAYPAL_API_BASE: `http://127.0.0.1:${FAKE_PROVIDERS.paypalPort}`,
  });
}

/**
 * The real built app on real servers: `main` with the production token lifetimes, `shortTokens` with access tokens
 * that expire after 3 seconds, to watch the browser refresh them.
 */
export const E2E_SERVERS = {
  main: server(PORT_BASE, 'main'),
  shortTokens: server(PORT_BASE + 1, 'short-tokens', { ACCESS_TOKEN_TTL_SECONDS: '3' }),
  payments: paymentsServer(PORT_BASE + 4),
  /** The admin console's specs create and publish content and switch site settings: their own server and data. */
  admin: server(PORT_BASE + 5, 'admin'),
  /** The admin members spec changes accounts (staff, deactivation, deletion): its own server and data. */
  adminMembers: server(PORT_BASE + 6, 'admin-members'),
  /** The private-lessons and inbox spec assigns lessons and marks messages read: its own server and data. */
  adminInbox: server(PORT_BASE + 9, 'admin-inbox'),
  /** The streaming spec: makes the demo videos' streams in the background from its first start, as `npm start` does. */
  streams: server(PORT_BASE + 10, 'streams', { TRANSCODE_CONCURRENCY: '1', JOB_POLL_MS: '500' }),
};
