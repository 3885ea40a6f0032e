import { SCHOOL_NAME, type PlanId } from '@gjs/shared';
import type { Config } from '#config.ts';
import { paypalPlanKey, paypalPlanRequests, type PlanStore } from './paypal-plans.ts';

export class PaypalError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface PaypalLink {
  href: string;
  rel: string;
  method?: string;
}

/** The fields of PayPal's Subscriptions API v1 subscription resource that billing reads. */
export interface PaypalSubscription {
  id: string;
  status: 'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';
  plan_id: string;
  start_time?: string;
  status_update_time?: string;
  custom_id?: string;
  billing_info?: {
    next_billing_time?: string;
    last_payment?: { amount: { currency_code: string; value: string }; time: string };
    cycle_executions?: { tenure_type: 'TRIAL' | 'REGULAR'; cycles_completed: number }[];
  };
  links?: PaypalLink[];
}

export interface PaypalClient {
  ensurePlan(planId: PlanId, stored: PlanStore): Promise<string>;
  createSubscription(body: {
    planId: string;
    returnUrl: string;
    cancelUrl: string;
  }): Promise<PaypalSubscription>;
  getSubscription(id: string): Promise<PaypalSubscription>;
  cancelSubscription(id: string, reason: string): Promise<void>;
  verifyWebhook(headers: Record<string, string | string[] | undefined>, event: unknown): Promise<boolean>;
}

/** PayPal REST over fetch: OAuth2 client credentials, Catalog products, Billing plans and Subscriptions v1. */
export function createPaypal(config: Config['paypal']): PaypalClient | undefined {
  const { clientId, clientSecret, apiBase, webhookId } = config;
  if (!clientId || !clientSecret) return undefined;
  let token: { value: string; expires: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.expires > Date.now()) return token.value;
    const res = await fetch(`${apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(20_000),
    });
    if (!res.ok) throw new PaypalError(`PayPal authentication failed (${res.status})`, res.status);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, expires: Date.now() + (body.expires_in - 60) * 1000 };
    return token.value;
  }

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        accept: 'application/json',
        ...(method === 'POST' ? { 'paypal-request-id': crypto.randomUUID() } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    if (!res.ok) {
      const message = typeof json['message'] === 'string' ? json['message'] : `PayPal answered ${res.status}`;
      throw new PaypalError(message, res.status);
    }
    return json as T;
  }

  async function createPlan(planId: PlanId): Promise<string> {
    const requests = paypalPlanRequests(planId);
    const product = await call<{ id: string }>('POST', '/v1/catalogs/products', requests.product);
    const created = await call<{ id: string }>('POST', '/v1/billing/plans', requests.plan(product.id));
    return created.id;
  }

  return {
    async ensurePlan(planId, store) {
      const key = paypalPlanKey(planId);
      const known = await store.find(key);
      if (known) return known;
      const id = await createPlan(planId);
      await store.save(key, id);
      return id;
    },
    createSubscription({ planId, returnUrl, cancelUrl }) {
      return call<PaypalSubscription>('POST', '/v1/billing/subscriptions', {
        plan_id: planId,
        application_context: {
          brand_name: SCHOOL_NAME,
          shipping_preference: 'NO_SHIPPING',
          user_action: 'SUBSCRIBE_NOW',
          return_url: returnUrl,
          cancel_url: cancelUrl,
        },
      });
    },
    getSubscription(id) {
      return call<PaypalSubscription>('GET', `/v1/billing/subscriptions/${encodeURIComponent(id)}`);
    },
    async cancelSubscription(id, reason) {
      await call('POST', `/v1/billing/subscriptions/${encodeURIComponent(id)}/cancel`, { reason });
    },
    async verifyWebhook(headers, event) {
      if (!webhookId) return false;
      const h = (name: string) => {
        const v = headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      const names = ['auth-algo', 'cert-url', 'transmission-id', 'transmission-sig', 'transmission-time'];
      const values = names.map((n) => h(`paypal-${n}`));
      if (values.some((v) => !v)) return false;
      const [authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime] = values;
      const result = await call<{ verification_status: string }>(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        {
          auth_algo: authAlgo,
          cert_url: certUrl,
          transmission_id: transmissionId,
          transmission_sig: transmissionSig,
          transmission_time: transmissionTime,
          webhook_id: webhookId,
          webhook_event: event,
        },
      );
      return result.verification_status === 'SUCCESS';
    },
  };
}
