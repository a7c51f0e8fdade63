import { productConfig } from '@portal/shared/config';
import { useT } from '../../i18n';

export function Footer() {
  const t = useT();
  return (
    <footer className="portal-footer">
      <ul className="portal-footer__social" aria-label={t('shell.footer.social')}>
        {productConfig.socialLinks.map((link) => (
          <li key={link.name}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.name}
            </a>
          </li>
        ))}
      </ul>
      <p className="pz-muted">
        © {new Date().getFullYear()} {productConfig.productName}
      </p>
    </footer>
  );
}
