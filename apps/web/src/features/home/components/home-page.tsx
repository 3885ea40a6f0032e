import type { ReactNode } from 'react';
import type { CourseSummary, PublicTeacher } from '@gjs/shared';
import { PageMetadata } from '#components/seo/page-metadata.tsx';
import { paths } from '#config/paths.ts';
import { homeStructuredData } from '../lib/structured-data.ts';
import { FaqSection } from './faq-section.tsx';
import { FeatureTrio } from './feature-trio.tsx';
import { HeroSection } from './hero-section.tsx';
import { HowItWorksSection } from './how-it-works-section.tsx';
import { TeacherSection } from './teacher-section.tsx';
import { WhatYouNeedSection } from './what-you-need-section.tsx';
import { WhyRegisterSection } from './why-register-section.tsx';
import { siteOrigin } from '#components/seo/site-origin.ts';
import { homeTexts } from '../lib/home-texts.ts';
import { useTexts } from '#lib/i18n/texts.ts';

type HomePageProps = {
  loggedIn: boolean;
  /** The catalogue, for the structured data (the first 10 courses). */
  courses: readonly CourseSummary[];
  promoVideoUrl: string | null;
  /** The promo video's stream, once made: played instead of the file. */
  promoStreamUrl?: string | null;
  /** From the site settings; the demo teacher until they have loaded. */
  teacher?: PublicTeacher | undefined;
  /** Under the hero for a member: where they stopped (the course feature's Continue). */
  memberSlot?: ReactNode;
};

/** The marketing home page (product 0420 Home). */
export function HomePage({
  loggedIn,
  courses,
  promoVideoUrl,
  promoStreamUrl = null,
  teacher,
  memberSlot,
}: HomePageProps) {
  const texts = useTexts(homeTexts);
  return (
    <>
      <PageMetadata
        title={texts.title}
        description={texts.description}
        path={paths.home.getHref()}
        jsonLd={homeStructuredData(siteOrigin(), courses)}
      />
      <HeroSection loggedIn={loggedIn} />
      {memberSlot}
      <FeatureTrio />
      <TeacherSection teacher={teacher} />
      <WhyRegisterSection loggedIn={loggedIn} promoVideoUrl={promoVideoUrl} promoStreamUrl={promoStreamUrl} />
      <HowItWorksSection />
      <WhatYouNeedSection loggedIn={loggedIn} />
      <FaqSection />
    </>
  );
}
