import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useNavigate } from '@portal/shared/router';
import { isGamenowAtom } from '@portal/shared/session';
import { useLogout } from '../hooks/use-logout';

function MenuSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="settings-menu__section" aria-label={title}>
      <h2>{title}</h2>
      <ul>{children}</ul>
    </section>
  );
}

/**
 * The /profile settings menu of docs/product/access-and-start-up.md. Unsubscribe and Logout do nothing when the
 * referrer is gamenow (docs/product/access-and-start-up.md): they stay visible but are marked unavailable.
 */
export function SettingsMenu() {
  const partner = useAtomValue(isGamenowAtom);
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <nav className="settings-menu" aria-label="Settings">
      <MenuSection title="Support">
        <li>
          <Link to="/edit-profile">Edit Profile</Link>
        </li>
        <li>
          <Link to="/faqs">FAQs</Link>
        </li>
      </MenuSection>
      <MenuSection title="More information">
        <li>
          <Link to="/terms-service">Terms of Service</Link>
        </li>
      </MenuSection>
      <MenuSection title="Account actions">
        <li>
          <button
            type="button"
            aria-disabled={partner || undefined}
            onClick={() => {
              if (!partner) navigate('/unsubscribe');
            }}
          >
            Unsubscribe
          </button>
        </li>
        <li>
          <button type="button" aria-disabled={partner || undefined} onClick={() => void logout()}>
            Logout
          </button>
        </li>
      </MenuSection>
    </nav>
  );
}
