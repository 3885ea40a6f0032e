import crypto from 'node:crypto';
import Stripe from 'stripe';
import { parseStripeForm, sendJson, startServer, type RecordedRequest } from './http-util.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DAY = 24 * 3600;
const now = () => Math.floor(Date.now() / 1000);
const id = (prefix: string) => `${prefix}_${crypto.randomBytes(8).toString('hex')}`;
const INTERVAL_SECONDS: Record<string, number> = {
  day: DAY,
  week: 7 * DAY,
  month: 30 * DAY,
  year: 365 * DAY,
};

/** Test cards as Stripe documents them: a plain success, a card that needs 3-D Secure, and a declined card. */
export const TEST_CARDS = {
  visa: 'pm_card_visa',
  threeDSecure: 'pm_card_threeDSecure2Required',
  declined: 'pm_card_chargeDeclined',
} as const;

export interface FakeStripeOptions {
  port?: number;
  secretKey?: string;
  webhookSecret?: string;
}

/**
 * A local stand-in for the parts of the Stripe API that billing calls (prices, customers, subscriptions), with
 * JSON shaped as Stripe's API reference shows it, and webhooks signed by the SDK's own test header helper.
 */
export async function startFakeStripe(opts: FakeStripeOptions = {}) {
  const secretKey = opts.secretKey ?? 'sk_test_fake';
  const webhookSecret = opts.webhookSecret ?? 'whsec_fake';
  const prices = new Map<string, Json>();
  const customers = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const stripe = new Stripe('sk_test_unused');

  const error = (
    res: Parameters<typeof sendJson>[0],
    status: number,
    type: string,
    message: string,
    code?: string,
  ) =>
    sendJson(res, status, {
      error: { type, message, ...(code ? { code, decline_code: 'generic_decline' } : {}) },
    });

  function invoiceFor(sub: Json, paid: boolean, amount: number): Json {
    const invoice: Json = {
      id: id('in'),
      object: 'invoice',
      customer: sub['customer'],
      amount_due: amount,
      currency: 'eur',
      status: paid ? 'paid' : 'open',
      created: now(),
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub['id'], metadata: sub['metadata'] },
      },
      confirmation_secret: paid
        ? null
        : { type: 'payment_intent', client_secret: `${id('pi')}_secret_${id('s')}` },
    };
    invoices.set(invoice['id'], invoice);
    return invoice;
  }

  function setPeriod(sub: Json, start: number, end: number) {
    for (const item of sub['items'].data) {
      item.current_period_start = start;
      item.current_period_end = end;
    }
  }

  function expand(sub: Json, fields: string[]): Json {
    const out = structuredClone(sub);
    if (fields.some((f) => f.startsWith('latest_invoice')) && out['latest_invoice']) {
      out['latest_invoice'] = invoices.get(out['latest_invoice']);
    }
    return out;
  }

  function createSubscription(body: Json): Json {
    const price = prices.get(body['items']?.[0]?.price);
    if (!price) throw new Error('No such price');
    const customer = customers.get(body['customer']);
    const pm = body['default_payment_method'] ?? customer?.['invoice_settings']?.default_payment_method;
    const trialDays = Number(body['trial_period_days'] ?? 0);
    const t = now();
    const period = INTERVAL_SECONDS[price['recurring'].interval] ?? 30 * DAY;
    const sub: Json = {
      id: id('sub'),
      object: 'subscription',
      customer: body['customer'],
      status: 'incomplete',
      start_date: t,
      created: t,
      trial_start: trialDays ? t : null,
      trial_end: trialDays ? t + trialDays * DAY : null,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      default_payment_method: pm ?? null,
      currency: price['currency'],
      metadata: body['metadata'] ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: t,
            current_period_end: t,
          },
        ],
      },
      latest_invoice: null,
      pending_setup_intent: null,
      livemode: false,
    };
    if (trialDays) {
      sub['status'] = 'trialing';
      setPeriod(sub, t, t + trialDays * DAY);
      sub['latest_invoice'] = invoiceFor(sub, true, 0)['id'];
    } else if (pm === TEST_CARDS.threeDSecure) {
      setPeriod(sub, t, t + period);
      sub['latest_invoice'] = invoiceFor(sub, false, price['unit_amount'])['id'];
    } else {
      sub['status'] = 'active';
      setPeriod(sub, t, t + period);
      sub['latest_invoice'] = invoiceFor(sub, true, price['unit_amount'])['id'];
    }
    subscriptions.set(sub['id'], sub);
    return sub;
  }

  async function handle(req: RecordedRequest, res: Parameters<typeof sendJson>[0]) {
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return error(res, 401, 'invalid_request_error', 'Invalid API Key provided');
    }
    const body = req.method === 'GET' ? parseStripeForm(req.query.toString()) : parseStripeForm(req.body);
    const [, , resource, objectId] = req.path.split('/');
    if (resource === 'prices' && req.method === 'GET') {
      const keys = (body['lookup_keys'] as string[] | undefined) ?? [];
      const data = [...prices.values()].filter((p) => keys.includes(p['lookup_key']) && p['active']);
      return sendJson(res, 200, { object: 'list', data, has_more: false, url: '/v1/prices' });
    }
    if (resource === 'prices' && req.method === 'POST') {
      const product = id('prod');
      const price: Json = {
        id: id('price'),
        object: 'price',
        active: true,
        currency: body['currency'],
        unit_amount: Number(body['unit_amount']),
        lookup_key: body['lookup_key'] ?? null,
        recurring: { interval: (body['recurring'] as Json)['interval'], interval_count: 1 },
        product,
        type: 'recurring',
      };
      prices.set(price['id'], price);
      return sendJson(res, 200, price);
    }
    if (resource === 'customers' && req.method === 'POST') {
      if (body['payment_method'] === TEST_CARDS.declined) {
        return error(res, 402, 'card_error', 'Your card was declined.', 'card_declined');
      }
      const customer: Json = {
        id: id('cus'),
        object: 'customer',
        email: body['email'] ?? null,
        metadata: body['metadata'] ?? {},
        invoice_settings: body['invoice_settings'] ?? { default_payment_method: null },
        created: now(),
      };
      customers.set(customer['id'], customer);
      return sendJson(res, 200, customer);
    }
    if (resource === 'subscriptions') {
      const expandFields = (body['expand'] as string[] | undefined) ?? [];
      if (req.method === 'POST' && !objectId) {
        return sendJson(res, 200, expand(createSubscription(body), expandFields));
      }
      const sub = objectId ? subscriptions.get(objectId) : undefined;
      if (!sub) return error(res, 404, 'invalid_request_error', `No such subscription: '${objectId}'`);
      if (req.method === 'POST' && body['cancel_at_period_end'] !== undefined) {
        sub['cancel_at_period_end'] = body['cancel_at_period_end'] === 'true';
        sub['canceled_at'] = sub['cancel_at_period_end'] ? now() : null;
      }
      if (req.method === 'DELETE') {
        sub['status'] = 'canceled';
        sub['canceled_at'] = now();
        sub['ended_at'] = now();
      }
      return sendJson(res, 200, expand(sub, expandFields));
    }
    return error(res, 404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${req.path})`);
  }

  const server = await startServer(handle, opts.port);

  function event(type: string, object: Json, created = now()): Json {
    return {
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created,
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
  }

  return {
    ...server,
    secretKey,
    webhookSecret,
    prices,
    customers,
    subscriptions,
    invoices,
    /** What Stripe.js's confirmCardPayment achieves: the open invoice is paid and the subscription active. */
    completePayment(subscriptionId: string) {
      const sub = subscriptions.get(subscriptionId)!;
      sub['status'] = 'active';
      const invoice = invoices.get(sub['latest_invoice']);
      if (invoice) Object.assign(invoice, { status: 'paid', confirmation_secret: null });
      return sub;
    },
    /** The trial ends or a period renews: a new paid invoice and a new period. */
    renew(subscriptionId: string) {
      const sub = subscriptions.get(subscriptionId)!;
      const price = sub['items'].data[0].price;
      const start = Math.max(now(), sub['items'].data[0].current_period_end);
      setPeriod(sub, start, start + (INTERVAL_SECONDS[price.recurring.interval] ?? 30 * DAY));
      sub['status'] = 'active';
      const invoice = invoiceFor(sub, true, price.unit_amount);
      sub['latest_invoice'] = invoice['id'];
      return { subscription: sub, invoice };
    },
    /** A renewal payment fails: Stripe marks the subscription past_due and emits invoice.payment_failed. */
    failPayment(subscriptionId: string) {
      const sub = subscriptions.get(subscriptionId)!;
      sub['status'] = 'past_due';
      const invoice = invoiceFor(sub, false, sub['items'].data[0].price.unit_amount);
      sub['latest_invoice'] = invoice['id'];
      return { subscription: sub, invoice };
    },
    event,
    /** The body and a Stripe-Signature header made by the SDK's own test helper. */
    sign(evt: Json, secret = webhookSecret) {
      const payload = JSON.stringify(evt);
      return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
    },
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
