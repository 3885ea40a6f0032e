/** The one plan is chosen already: registration opens straight on its form instead of sending back to /pricing. */
export const REGISTER_STATE = { selectedPlan: 'pro' } as const;
