import { StatsPage } from '#features/admin/stats/components/stats-page.tsx';

export function Component() {
  return <StatsPage />;
}
