import { productConfig } from '@portal/shared/config';
import { Trans } from '@portal/shared/i18n';
import { PageHeading } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { faqGroups } from '../content/faqs';
import { FaqAccordion } from './faq-accordion';
import './info.css';

/** /faqs: the questions of docs/product/access-and-start-up.md, grouped, as an accordion. */
export function FaqsPage() {
  const t = useT();
  const email = productConfig.supportEmail;
  return (
    <div className="info-page faqs-page">
      <PageHeading title={t('rewards.faqs.heading')}>
        <p className="pz-muted">
          <Trans
            id="rewards.faqs.intro"
            values={{ email }}
            components={{ 0: <a href={`mailto:${email}`} /> }}
          />
        </p>
      </PageHeading>
      {faqGroups(t).map((group) => (
        <section key={group.title} className="faq-group" aria-label={group.title}>
          <h2>{group.title}</h2>
          <FaqAccordion items={group.items} />
        </section>
      ))}
    </div>
  );
}
