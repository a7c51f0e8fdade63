import { Link } from '@portal/shared/router';
import { PageHeading } from '@portal/shared/ui';
import { useT } from '../../i18n';

export function NotFoundPage() {
  const t = useT();
  return (
    <>
      <PageHeading title={t('shell.notFound.heading')} />
      <p>{t('shell.notFound.body')}</p>
      <Link className="pz-button" to="/">
        {t('shell.notFound.home')}
      </Link>
    </>
  );
}
