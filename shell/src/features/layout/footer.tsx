import { productConfig } from '@portal/shared/config';

export function Footer() {
  return (
    <footer className="portal-footer">
      <ul className="portal-footer__social" aria-label="Social links">
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
