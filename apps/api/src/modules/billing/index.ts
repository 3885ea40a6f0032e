import { defineModule } from '../../core/module.ts';
import routes from './routes.ts';

/** Registration, payments, webhooks and cancellation (README.md in this folder). */
export default defineModule('billing', ['db', 'auth', 'billing'], routes);
export { default as billingPlugin } from './plugin.ts';
export {
  accountGrantsAccess,
  accountProblems,
  AccountTaken,
  createAccount,
  expireSubscription,
  findAccountByUsernameOrEmail,
  findAccountWithAccess,
  subscriptionGrantsAccess,
  type Account,
  type AccountRow,
  type CurrentUser,
  type InitialSubscription,
  type NewAccount,
} from './access.ts';
export { createBillingContext, paymentsConfigured, type BillingContext } from './context.ts';
export { runBillingJobs, type JobReport } from './lifecycle/jobs.ts';
export { PROVIDER_CANCEL_FAILED } from './cancellation/service.ts';
export { subscriptionCancelledOnDeactivationEmail } from './cancellation/emails.ts';
export { cancelAtProvider, deleteAccount } from './provider-actions.ts';
