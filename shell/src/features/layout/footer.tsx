import { productConfig } from '@portal/shared/config';
import { i18n } from '@portal/shared/i18n';
import { useT, type Message } from '../../i18n';

export function Footer() {
  const t = useT();
  // A network the catalog knows is written as the language writes it; another keeps its own name.
  const networkName = (name: string) => {
    const id = `shell.footer.network.${name}`;
    return id in i18n.messages ? t(id as Message) : name;
  };
  return (
    <footer className="portal-footer">
      <ul className="portal-footer__social" aria-label={t('shell.footer.social')}>
        {productConfig.socialLinks.map((link) => (
          <li key={link.name}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {networkName(link.name)}
            </a>
          </li>
        ))}
      </ul>
      {/* The line is Latin in every language: isolated left to right, so on an Urdu page the ©
          stays before the year and the name instead of moving to their far side. */}
      <p className="pz-muted">
        <bdi dir="ltr">
          © {new Date().getFullYear()} {productConfig.productName}
        </bdi>
      </p>
    </footer>
  );
}
