import { SCHOOL_NAME } from '@gjs/shared';
import { absoluteUrl, PageMetadata } from '../../components/seo/page-metadata.tsx';
import { paths } from '../../config/paths.ts';
import { ContactPage } from '../../features/contact/components/contact-page.tsx';
import { contactTexts } from '../../features/contact/lib/contact-texts.ts';
import { useTexts } from '../../lib/i18n/texts.ts';

export function Component() {
  const t = useTexts(contactTexts);
  const title = `${t.h} | ${SCHOOL_NAME}`;
  const description = t.desc(SCHOOL_NAME);
  const url = absoluteUrl(paths.contact.getHref());
  return (
    <>
      <PageMetadata
        title={title}
        description={description}
        path={paths.contact.getHref()}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'ContactPage',
          name: title,
          description,
          url,
          isPartOf: { '@type': 'WebSite', name: SCHOOL_NAME, url: absoluteUrl('/') },
        }}
      />
      <ContactPage />
    </>
  );
}
