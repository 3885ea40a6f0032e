/**
 * First-load JavaScript budgets of the public pages, in kB (1,000 bytes) as sent (brotli): 130 kB for a first visit
 * to the home page, 170 kB for every other public page, in each language of the interface (a page in German also
 * loads the German of its texts before it hydrates). The build fails above a budget (budgets.test.ts).
 */
export const PAGE_BUDGET_KB = 170;
export const LANGUAGE_PREFIXES = { en: '', de: '/de' } as const;
export type PageBudget = {
  page: string;
  routeModule: string;
  budget: number;
  /**
   * The page loads the app only once its visitor acts on it (src/app/ssr/hydrate-on-intent.ts): a first visit that
   * only reads downloads the entry script alone, and what acting loads is held to PAGE_BUDGET_KB.
   */
  waitsForVisitor?: boolean;
};

const route = (name: string) => `src/app/routes/${name}.tsx`;

export const PAGE_BUDGETS: readonly PageBudget[] = [
  { page: '/', routeModule: route('home'), budget: 130, waitsForVisitor: true },
  { page: '/pricing', routeModule: route('pricing'), budget: 170, waitsForVisitor: true },
  { page: '/courses', routeModule: route('courses'), budget: 170 },
  { page: '/backing-tracks', routeModule: route('backing-tracks'), budget: 170 },
  { page: '/login', routeModule: route('login'), budget: 170 },
  { page: '/register', routeModule: route('register'), budget: 170 },
  { page: '/contact', routeModule: route('contact'), budget: 170 },
  { page: '/impressum', routeModule: route('impressum'), budget: 170 },
  { page: '/agb', routeModule: route('agb'), budget: 170 },
  { page: '/privacy', routeModule: route('privacy'), budget: 170 },
];
