import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useNavigate } from '@portal/shared/router';
import { isGamenowAtom } from '@portal/shared/session';
import { LanguageSwitch } from '@portal/shared/ui';
import { useT } from '../../../i18n';
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
 * The /profile settings menu of docs/product/access-and-start-up.md, with the language switch.
 * Unsubscribe and Logout do nothing when the referrer is gamenow (docs/product/access-and-start-up.md):
 * they stay visible but are marked unavailable.
 */
export function SettingsMenu() {
  const t = useT();
  const partner = useAtomValue(isGamenowAtom);
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <nav className="settings-menu" aria-label={t('rewards.settings.label')}>
      <MenuSection title={t('rewards.settings.support')}>
        <li>
          <Link to="/edit-profile">{t('rewards.settings.editProfile')}</Link>
        </li>
        <li>
          <Link to="/faqs">{t('rewards.settings.faqs')}</Link>
        </li>
      </MenuSection>
      <MenuSection title={t('rewards.settings.moreInfo')}>
        <li>
          <Link to="/terms-service">{t('rewards.settings.terms')}</Link>
        </li>
      </MenuSection>
      <MenuSection title={t('rewards.settings.language')}>
        <li className="settings-menu__language">
          <LanguageSwitch />
        </li>
      </MenuSection>
      <MenuSection title={t('rewards.settings.account')}>
        <li>
          <button
            type="button"
            aria-disabled={partner || undefined}
            onClick={() => {
              if (!partner) navigate('/unsubscribe');
            }}
          >
            {t('rewards.settings.unsubscribe')}
          </button>
        </li>
        <li>
          <button type="button" aria-disabled={partner || undefined} onClick={() => void logout()}>
            {t('rewards.settings.logout')}
          </button>
        </li>
      </MenuSection>
    </nav>
  );
}
