import { paths } from '#config/paths.ts';
import { TakeListPage } from '#features/admin/takes/components/take-list-page.tsx';

export function Component() {
  return <TakeListPage takeHref={paths.adminTake.getHref} />;
}
