/**
 * First-load JavaScript budgets of the public pages, in KiB as sent (brotli). `target` is the budget of the
 * fast-pages work (130 KiB for the home page, 170 KiB for every other public page); `ceiling` is what the build
 * may not exceed today, lowered as the pages get lighter until it meets the target. The build fails above the
 * ceiling (budgets.test.ts), so that no change makes a page heavier.
 */
export type PageBudget = {
  page: string;
  routeModule: string;
  target: number;
  ceiling: number;
  /**
   * The page loads the app only once its visitor acts on it (src/app/ssr/hydrate-on-intent.ts): a first visit that
   * only reads downloads the entry script alone. The route's own budget entry then counts what acting loads.
   */
  waitsForVisitor?: boolean;
};

const route = (name: string) => `src/app/routes/${name}.tsx`;

export const PAGE_BUDGETS: readonly PageBudget[] = [
  { page: '/', routeModule: route('home'), target: 130, ceiling: 130, waitsForVisitor: true },
  { page: '/ (once the visitor acts)', routeModule: route('home'), target: 170, ceiling: 163 },
  { page: '/pricing', routeModule: route('pricing'), target: 170, ceiling: 170 },
  { page: '/courses', routeModule: route('courses'), target: 170, ceiling: 170 },
  { page: '/backing-tracks', routeModule: route('backing-tracks'), target: 170, ceiling: 170 },
  { page: '/login', routeModule: route('login'), target: 170, ceiling: 174.5 },
  { page: '/register', routeModule: route('register'), target: 170, ceiling: 170 },
  { page: '/contact', routeModule: route('contact'), target: 170, ceiling: 173.5 },
  { page: '/impressum', routeModule: route('impressum'), target: 170, ceiling: 170 },
  { page: '/agb', routeModule: route('agb'), target: 170, ceiling: 170 },
  { page: '/privacy', routeModule: route('privacy'), target: 170, ceiling: 170 },
];
