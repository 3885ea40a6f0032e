import { startFakePaypal } from './fake-paypal.ts';
import { startFakeStripe } from './fake-stripe.ts';

/**
 * Both provider fakes as a process, for browser tests and manual runs:
 *   FAKE_STRIPE_PORT=4100 FAKE_PAYPAL_PORT=4101 node --import tsx apps/api/test/fakes/serve.ts
 * Point the API at them with STRIPE_API_BASE / STRIPE_SECRET_KEY=sk_test_fake / STRIPE_WEBHOOK_SECRET=whsec_fake and
 * PAYPAL_API_BASE / PAYPAL_CLIENT_ID=fake-client-id / PAYPAL_CLIENT_SECRET=fake-client-secret /
 * PAYPAL_WEBHOOK_ID=WH-FAKE-0001.
 */
const stripe = await startFakeStripe({ port: Number(process.env['FAKE_STRIPE_PORT'] ?? 0) });
const paypal = await startFakePaypal({ port: Number(process.env['FAKE_PAYPAL_PORT'] ?? 0) });
console.log(JSON.stringify({ stripe: stripe.url, paypal: paypal.url }));

const stop = async () => {
  await Promise.all([stripe.close(), paypal.close()]);
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
