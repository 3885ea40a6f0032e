import { useParams } from 'react-router';
import { paths } from '#config/paths.ts';
import { TakeReviewPage } from '#features/admin/takes/components/take-review-page.tsx';

export function Component() {
  const { id } = useParams();
  return <TakeReviewPage key={id} id={Number(id)} backHref={paths.adminTakes.getHref()} />;
}
