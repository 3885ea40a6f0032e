import { SCHOOL_NAME } from '@gjs/shared';
import { PageMetadata } from '../../components/seo/page-metadata.tsx';
import { paths } from '../../config/paths.ts';
import { CancelSubscriptionDialogs } from '../../features/billing/components/cancel-subscription-dialogs.tsx';
import { ProfilePage } from '../../features/profile/components/profile-page.tsx';

/** Members only (the member guard above it sends a visitor to /login?redirect=/profile). */
export function Component() {
  return (
    <>
      <PageMetadata title={`Profile | ${SCHOOL_NAME}`} path={paths.profile.getHref()} />
      <ProfilePage
        subscriptionActions={(profile) => <CancelSubscriptionDialogs subscription={profile.subscription} />}
      />
    </>
  );
}
