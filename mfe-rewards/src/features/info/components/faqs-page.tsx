import { productConfig } from '@portal/shared/config';
import { PageHeading } from '@portal/shared/ui';
import { faqGroups } from '../content/faqs';
import { FaqAccordion } from './faq-accordion';
import './info.css';

/** /faqs: the questions of docs/product/access-and-start-up.md, grouped, as an accordion. */
export function FaqsPage() {
  return (
    <div className="info-page faqs-page">
      <PageHeading title="FAQs">
        <p className="pz-muted">
          Answers to the questions subscribers ask most. Still stuck? Write to{' '}
          <a href={`mailto:${productConfig.supportEmail}`}>{productConfig.supportEmail}</a>.
        </p>
      </PageHeading>
      {faqGroups().map((group) => (
        <section key={group.title} className="faq-group" aria-label={group.title}>
          <h2>{group.title}</h2>
          <FaqAccordion items={group.items} />
        </section>
      ))}
    </div>
  );
}
