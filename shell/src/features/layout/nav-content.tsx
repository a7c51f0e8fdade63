import { NavLink } from '@portal/shared/router';
import { useSetAtom } from 'jotai';
import { limits } from '@portal/shared/config';
import { cutName, displayName, profileImageOrFallback } from '@portal/shared/lib';
import { dailyCheckinOpenAtom } from '@portal/shared/session';
import { LanguageSwitch } from '@portal/shared/ui';
import { useT } from '../../i18n';
import { Balance } from './balance';
import { menuItems } from './menu-items';
import { useProfile } from './use-profile';

/** What the side navigation and the drawer both show: profile, the language switch, 'Check in Rewards', the menu. */
export function NavContent({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const profile = useProfile();
  const name = displayName(profile);
  const openCheckin = useSetAtom(dailyCheckinOpenAtom);
  return (
    <>
      <div className="nav-profile">
        <img
          className="nav-profile__image"
          src={profileImageOrFallback(profile?.profileImage)}
          alt=""
          width={48}
          height={48}
        />
        <div className="nav-profile__text">
          <span className="nav-profile__name" data-testid="profile-name">
            {/* Isolated: a Latin name in an Urdu page keeps its '..' after it, not before. */}
            <bdi>{cutName(name, limits.sidebarNameChars)}</bdi>
          </span>
          <Balance profile={profile} className="nav-profile__balance" onNavigate={onNavigate} />
        </div>
      </div>
      <LanguageSwitch className="nav-language" />
      <button
        type="button"
        className="pz-button nav-checkin"
        onClick={() => {
          openCheckin(true);
          onNavigate?.();
        }}
      >
        {t('shell.menu.checkin')}
      </button>
      <ul className="nav-menu">
        {menuItems.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === '/'} onClick={onNavigate} className="nav-menu__link">
              <svg
                aria-hidden="true"
                className="nav-menu__icon"
                viewBox="0 0 24 24"
                width={22}
                height={22}
                fill="none"
                stroke="currentColor"
                strokeWidth={1.8}
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={item.icon} />
              </svg>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}
