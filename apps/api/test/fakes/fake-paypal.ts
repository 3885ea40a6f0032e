import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { DAY_MS } from '@gjs/shared';
import { sendJson, startServer, type RecordedRequest } from './http-util.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Res = Parameters<typeof sendJson>[0];

const rid = (prefix: string, n = 12) =>
  `${prefix}${crypto.randomBytes(n).toString('hex').toUpperCase().slice(0, n)}`;
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const html = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface FakePaypalOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
}

/**
 * A local stand-in for PayPal's REST API as billing uses it (OAuth2, catalog products, billing plans, subscriptions,
 * verify-webhook-signature) plus the buyer's approval page. Webhooks are signed with PayPal's scheme: RSA-SHA256
 * over `transmission_id|transmission_time|webhook_id|crc32(body)`, checked against the key behind the cert URL.
 */
export async function startFakePaypal(opts: FakePaypalOptions = {}) {
  const clientId = opts.clientId ?? 'fake-client-id';
  const clientSecret = opts.clientSecret ?? 'fake-client-secret';
  const webhookId = opts.webhookId ?? 'WH-FAKE-0001';
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const tokens = new Set<string>();
  const plans = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  /** Switches for answers PayPal gives rarely, so that the tests can reach every error text. */
  const behaviour = { approvalLink: true };
  let base = '';

  const error = (res: Res, status: number, name: string, message: string) =>
    sendJson(res, status, { name, message, debug_id: rid('', 12).toLowerCase(), details: [] });

  function subscriptionView(sub: Json): Json {
    const self = `${base}/v1/billing/subscriptions/${sub['id']}`;
    const links =
      sub['status'] === 'APPROVAL_PENDING' && behaviour.approvalLink
        ? [
            {
              href: `${base}/webapps/billing/subscriptions?ba_token=${sub['ba_token']}`,
              rel: 'approve',
              method: 'GET',
            },
            { href: self, rel: 'edit', method: 'PATCH' },
            { href: self, rel: 'self', method: 'GET' },
          ]
        : [{ href: self, rel: 'self', method: 'GET' }];
    const { return_url: _r, cancel_url: _c, ba_token: _b, ...visible } = sub;
    return { ...visible, links };
  }

  /** What the buyer's approval does: PayPal activates the subscription, starting with the trial cycle if any. */
  function activate(sub: Json) {
    const plan = plans.get(sub['plan_id'])!;
    const trial = (plan['billing_cycles'] as Json[]).find((c) => c['tenure_type'] === 'TRIAL');
    const regular = (plan['billing_cycles'] as Json[]).find((c) => c['tenure_type'] === 'REGULAR')!;
    const t = Date.now();
    const regularMs = (regular['frequency'].interval_unit === 'DAY' ? 1 : 30) * DAY_MS;
    const trialMs = trial ? trial['frequency'].interval_count * DAY_MS : 0;
    sub['status'] = 'ACTIVE';
    sub['start_time'] = iso(t);
    sub['status_update_time'] = iso(t);
    sub['billing_info'] = {
      outstanding_balance: { currency_code: 'EUR', value: '0.0' },
      cycle_executions: [
        ...(trial
          ? [{ tenure_type: 'TRIAL', sequence: 1, cycles_completed: 1, cycles_remaining: 0, total_cycles: 1 }]
          : []),
        {
          tenure_type: 'REGULAR',
          sequence: trial ? 2 : 1,
          cycles_completed: trial ? 0 : 1,
          cycles_remaining: 0,
          total_cycles: 0,
        },
      ],
      next_billing_time: iso(t + (trial ? trialMs : regularMs)),
      failed_payments_count: 0,
      ...(trial ? {} : { last_payment: { amount: regular['pricing_scheme'].fixed_price, time: iso(t) } }),
    };
  }

  async function handle(req: RecordedRequest, res: Res) {
    if (req.path === '/v1/oauth2/token' && req.method === 'POST') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected)
        return sendJson(res, 401, {
          error: 'invalid_client',
          error_description: 'Client Authentication failed',
        });
      const token = `A21AA${crypto.randomBytes(24).toString('base64url')}`;
      tokens.add(token);
      return sendJson(res, 200, {
        scope: 'https://uri.paypal.com/services/subscriptions',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-FAKE',
        expires_in: 32400,
        nonce: rid('', 16),
      });
    }
    if (req.path.startsWith('/webapps/billing/subscriptions')) return approvalPage(req, res);
    if (req.path === '/v1/notifications/certs/CERT-fake') {
      res.writeHead(200, { 'content-type': 'application/x-pem-file' });
      return res.end(publicKey.export({ type: 'spki', format: 'pem' }));
    }
    const auth = req.headers.authorization ?? '';
    if (!tokens.has(auth.replace(/^Bearer /, '')))
      return error(
        res,
        401,
        'AUTHENTICATION_FAILURE',
        'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
      );
    const body = req.body ? (JSON.parse(req.body) as Json) : {};
    if (req.path === '/v1/catalogs/products' && req.method === 'POST') {
      return sendJson(res, 201, {
        id: rid('PROD-', 17),
        name: body['name'],
        type: body['type'],
        create_time: iso(Date.now()),
      });
    }
    if (req.path === '/v1/billing/plans' && req.method === 'POST') {
      const plan = { id: rid('P-', 24), status: 'ACTIVE', create_time: iso(Date.now()), ...body };
      plans.set(plan.id, plan);
      return sendJson(res, 201, plan);
    }
    if (req.path === '/v1/billing/subscriptions' && req.method === 'POST') {
      if (!plans.has(body['plan_id']))
        return error(res, 422, 'UNPROCESSABLE_ENTITY', 'The requested action could not be performed.');
      const sub: Json = {
        id: rid('I-', 12),
        status: 'APPROVAL_PENDING',
        plan_id: body['plan_id'],
        create_time: iso(Date.now()),
        status_update_time: iso(Date.now()),
        return_url: body['application_context']?.return_url,
        cancel_url: body['application_context']?.cancel_url,
        ba_token: rid('BA-', 17),
      };
      subscriptions.set(sub['id'], sub);
      return sendJson(res, 201, subscriptionView(sub));
    }
    const m = /^\/v1\/billing\/subscriptions\/([^/]+)(\/cancel)?$/.exec(req.path);
    if (m) {
      const sub = subscriptions.get(decodeURIComponent(m[1]!));
      if (!sub) return error(res, 404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.');
      if (m[2] && req.method === 'POST') {
        if (sub['status'] === 'CANCELLED')
          return error(res, 422, 'UNPROCESSABLE_ENTITY', 'SUBSCRIPTION_STATUS_INVALID');
        sub['status'] = 'CANCELLED';
        sub['status_update_time'] = iso(Date.now());
        delete sub['billing_info']?.next_billing_time;
        res.writeHead(204);
        return res.end();
      }
      return sendJson(res, 200, subscriptionView(sub));
    }
    if (req.path === '/v1/notifications/verify-webhook-signature' && req.method === 'POST') {
      const ok =
        body['webhook_id'] === webhookId &&
        typeof body['cert_url'] === 'string' &&
        body['cert_url'].startsWith(`${base}/`) &&
        body['auth_algo'] === 'SHA256withRSA' &&
        verify(
          body['transmission_id'],
          body['transmission_time'],
          JSON.stringify(body['webhook_event']),
          body['transmission_sig'],
        );
      return sendJson(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
    }
    return error(res, 404, 'RESOURCE_NOT_FOUND', `No route ${req.method} ${req.path}`);
  }

  const signed = (id: string, time: string, body: string, hookId = webhookId) =>
    `${id}|${time}|${hookId}|${zlib.crc32(Buffer.from(body))}`;

  function verify(id: string, time: string, body: string, sig: string): boolean {
    try {
      return crypto.verify(
        'sha256',
        Buffer.from(signed(id, time, body)),
        publicKey,
        Buffer.from(sig, 'base64'),
      );
    } catch {
      return false;
    }
  }

  function approvalPage(req: RecordedRequest, res: Res) {
    const token = req.query.get('ba_token');
    const sub = [...subscriptions.values()].find((s) => s['ba_token'] === token);
    if (!sub) return error(res, 404, 'RESOURCE_NOT_FOUND', 'Unknown approval token');
    if (req.method === 'POST') {
      activate(sub);
      const to = new URL(sub['return_url']);
      to.searchParams.set('subscription_id', sub['id']);
      to.searchParams.set('ba_token', token!);
      to.searchParams.set('token', rid('EC-', 17));
      res.writeHead(302, { location: to.toString() });
      return res.end();
    }
    const cancel = new URL(sub['cancel_url']);
    cancel.searchParams.set('subscription_id', sub['id']);
    cancel.searchParams.set('ba_token', token!);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>PayPal (local fake)</title></head><body>
<h1>PayPal sandbox (local fake)</h1><p>Approve subscription ${html(sub['id'])}?</p>
<form method="post" action="/webapps/billing/subscriptions?ba_token=${html(token!)}"><button id="approve" type="submit">Approve</button></form>
<a id="cancel" href="${html(cancel.toString())}">Cancel</a></body></html>`);
  }

  const server = await startServer(handle, opts.port);
  base = server.url;

  return {
    ...server,
    clientId,
    clientSecret,
    webhookId,
    plans,
    subscriptions,
    behaviour,
    /** Approves a subscription as the buyer's click on the approval page does. */
    approve(id: string) {
      activate(subscriptions.get(id)!);
      return subscriptionView(subscriptions.get(id)!);
    },
    view: (id: string) => subscriptionView(subscriptions.get(id)!),
    /** A regular payment went through: one more regular cycle and the next billing time a period later. */
    renew(id: string, periodMs = 30 * DAY_MS) {
      const sub = subscriptions.get(id)!;
      const info = sub['billing_info'];
      const regular = info.cycle_executions.find((c: Json) => c['tenure_type'] === 'REGULAR');
      regular.cycles_completed += 1;
      const from = Math.max(Date.now(), Date.parse(info.next_billing_time));
      info.next_billing_time = iso(from + periodMs);
      info.last_payment = { amount: { currency_code: 'EUR', value: '19.99' }, time: iso(Date.now()) };
      return subscriptionView(sub);
    },
    setStatus(id: string, status: string) {
      subscriptions.get(id)!['status'] = status;
      return subscriptionView(subscriptions.get(id)!);
    },
    /** A webhook event body with PayPal's headers, signed as PayPal signs them. */
    webhook(eventType: string, resource: Json, createTime = new Date(), hookId = webhookId) {
      const event = {
        id: rid('WH-', 17),
        event_version: '1.0',
        create_time: createTime.toISOString(),
        resource_type: eventType.startsWith('PAYMENT.SALE') ? 'sale' : 'subscription',
        resource_version: '2.0',
        event_type: eventType,
        summary: eventType,
        resource,
      };
      const payload = JSON.stringify(event);
      const transmissionId = crypto.randomUUID();
      const time = new Date().toISOString();
      const sig = crypto.sign(
        'sha256',
        Buffer.from(signed(transmissionId, time, payload, hookId)),
        privateKey,
      );
      return {
        event,
        payload,
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': `${base}/v1/notifications/certs/CERT-fake`,
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': sig.toString('base64'),
          'paypal-transmission-time': time,
        },
      };
    },
  };
}
export type FakePaypal = Awaited<ReturnType<typeof startFakePaypal>>;
