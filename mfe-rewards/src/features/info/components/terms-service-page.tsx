import { Fragment } from 'react';
import { productConfig } from '@portal/shared/config';
import { PageHeading } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { privacyPolicy } from '../content/privacy-policy';
import './info.css';

/** A paragraph whose support address becomes a mailto link. */
function PolicyText({ text, email }: { text: string; email: string }) {
  const parts = text.split(email);
  return (
    <p>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && <a href={`mailto:${email}`}>{email}</a>}
        </Fragment>
      ))}
    </p>
  );
}

/** /terms-service: titled as the privacy policy (docs/product/access-and-start-up.md). */
export function TermsServicePage() {
  const { productName, supportEmail } = productConfig;
  const t = useT();
  return (
    <article className="info-page policy">
      <PageHeading title={t('rewards.policy.title')} />
      {privacyPolicy(t).map((section) => (
        <section key={section.heading} aria-label={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <PolicyText key={text} text={text} email={supportEmail} />
          ))}
          {section.subsections?.map((sub) => (
            <section key={sub.heading} aria-label={sub.heading}>
              <h3>{sub.heading}</h3>
              {sub.paragraphs.map((text) => (
                <PolicyText key={text} text={text} email={supportEmail} />
              ))}
            </section>
          ))}
        </section>
      ))}
      <footer className="policy__footer pz-muted">
        {t('rewards.policy.footer', { year: String(new Date().getFullYear()), productName })}
      </footer>
    </article>
  );
}
