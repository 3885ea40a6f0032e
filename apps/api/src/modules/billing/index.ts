import { defineModule } from '../../core/module.ts';
import routes from './routes.ts';

/** Registration, payments, webhooks and cancellation (README.md in this folder). */
export default defineModule('billing', ['db', 'auth', 'billing'], routes);
export { default as billingPlugin } from './plugin.ts';
export { billingEndings } from './account-endings.ts';
export { createBillingContext, paymentsConfigured, type BillingContext } from './context.ts';
export { runBillingJobs, type JobReport } from './lifecycle/jobs.ts';
export { PROVIDER_CANCEL_FAILED } from './cancellation/service.ts';
