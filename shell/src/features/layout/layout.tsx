import { useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useLocation } from '@portal/shared/router';
import { breakpoints, productConfig } from '@portal/shared/config';
import { profileImageOrFallback, useMediaQuery } from '@portal/shared/lib';
import { gameImmersiveAtom } from '@portal/shared/session';
import { Balance } from './balance';
import { Drawer } from './drawer';
import { Footer } from './footer';
import { NavContent } from './nav-content';
import { useProfile } from './use-profile';
import { useT } from '../../i18n';
import './layout.css';

/** docs/product/access-and-start-up.md: side navigation from 768 px; below it a header with a menu button and a drawer. */
export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  const wide = useMediaQuery(`(min-width: ${breakpoints.desktopMin}px)`);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const profile = useProfile();
  const immersive = useAtomValue(gameImmersiveAtom);
  return (
    <div className={immersive ? 'portal portal--immersive' : 'portal'}>
      <a className="skip-link" href="#main">
        {t('shell.layout.skip')}
      </a>
      {wide ? (
        <nav className="side-nav" aria-label={t('shell.layout.mainMenu')}>
          <Link to="/" className="brand">
            {productConfig.productName}
          </Link>
          <NavContent />
        </nav>
      ) : (
        <>
          <header className="portal-header">
            <button
              type="button"
              className="portal-header__menu"
              aria-label={t('shell.layout.openMenu')}
              aria-expanded={drawerOpen}
              aria-controls="portal-drawer"
              onClick={() => setDrawerOpen(true)}
            >
              ☰
            </button>
            <Link to="/" className="brand">
              {productConfig.productName}
            </Link>
            <Balance profile={profile} className="portal-header__balance" />
            <img
              className="portal-header__avatar"
              src={profileImageOrFallback(profile?.profileImage)}
              alt=""
              width={36}
              height={36}
            />
          </header>
          <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </>
      )}
      <div className="portal-body">
        <main id="main" className="portal-main" tabIndex={-1}>
          {children}
        </main>
        {pathname !== '/puzzle-mania' && <Footer />}
      </div>
    </div>
  );
}
