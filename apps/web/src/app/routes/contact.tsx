import { SCHOOL_NAME } from '@gjs/shared';
import { absoluteUrl, PageMetadata } from '../../components/seo/page-metadata.tsx';
import { paths } from '../../config/paths.ts';
import { ContactPage } from '../../features/contact/components/contact-page.tsx';

const TITLE = `Contact Us | ${SCHOOL_NAME}`;
const DESCRIPTION = `Questions about the ${SCHOOL_NAME}, its lessons or your subscription? Send us a message.`;

export function Component() {
  const url = absoluteUrl(paths.contact.getHref());
  return (
    <>
      <PageMetadata
        title={TITLE}
        description={DESCRIPTION}
        path={paths.contact.getHref()}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'ContactPage',
          name: TITLE,
          description: DESCRIPTION,
          url,
          isPartOf: { '@type': 'WebSite', name: SCHOOL_NAME, url: absoluteUrl('/') },
        }}
      />
      <ContactPage />
    </>
  );
}
