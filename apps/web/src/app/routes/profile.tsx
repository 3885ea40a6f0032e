import { PageMetadata } from '../../components/seo/page-metadata.tsx';
import { paths } from '../../config/paths.ts';
import { CancelSubscriptionDialogs } from '../../features/billing/components/cancel-subscription-dialogs.tsx';
import { ProfilePage } from '../../features/profile/components/profile-page.tsx';
import { profileTexts } from '../../features/profile/lib/profile-texts.ts';
import { useTexts } from '../../lib/i18n/texts.ts';

/** Members only (the member guard above it sends a visitor to /login?redirect=/profile). */
export function Component() {
  const texts = useTexts(profileTexts);
  return (
    <>
      <PageMetadata title={texts.title} path={paths.profile.getHref()} />
      <ProfilePage
        subscriptionActions={(profile) => <CancelSubscriptionDialogs subscription={profile.subscription} />}
      />
    </>
  );
}
