/** The billing schemas, loaded the first time a billing call runs (billing-schemas.ts says why). */
export const loadBillingSchemas = () => import('./billing-schemas.ts');
