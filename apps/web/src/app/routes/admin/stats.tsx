import { StatsPage } from '../../../features/admin/components/stats-page.tsx';

export function Component() {
  return <StatsPage />;
}
