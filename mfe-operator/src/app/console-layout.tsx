import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from '@portal/shared/router';
import { can } from '../lib/roles';
import type { StaffMember } from '../lib/types';
import { useSignOut } from '../features/session/use-staff-session';
import { consolePath, consoleRoutes } from './route-table';

/**
 * On a phone the links are one row that scrolls sideways: bring the current screen's link into
 * that row's view, so staff see where they are (the page itself does not scroll for it).
 */
function useCurrentLinkInView() {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const row = nav.current;
    const link = row?.querySelector<HTMLElement>('a.active');
    if (!row || !link || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = link.offsetLeft - (row.clientWidth - link.offsetWidth) / 2;
  }, [pathname]);
  return nav;
}

/**
 * Side navigation (a top bar on a tablet; on a phone the brand and the staff member on one line,
 * the links in one sideways-scrolling row under them), the staff member's name and role, sign out.
 * On a phone the brand is 'PlayZone' alone (the role badge says whose console it is), so the
 * staff member's name keeps about 14 characters before its ellipsis.
 */
export function ConsoleLayout({ staff, children }: { staff: StaffMember; children: ReactNode }) {
  const signOut = useSignOut();
  const nav = useCurrentLinkInView();
  const links = consoleRoutes.filter((r) => r.nav && (!r.needs || can(staff.role, r.needs)));
  return (
    <div className="op-layout">
      <header className="op-sidebar">
        <p className="op-brand">
          PlayZone<span className="op-brand__console"> operator</span>
        </p>
        {/* A link reached with Tab comes whole into the sideways row's view. */}
        <nav
          aria-label="Console"
          ref={nav}
          onFocus={(e) => e.target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })}
        >
          <ul>
            {links.map((route) => (
              <li key={route.path}>
                <NavLink to={consolePath(route.path)} end={route.path === ''}>
                  {route.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="op-staff">
          <span className="op-staff__name" data-testid="staff-name" title={staff.username}>
            {staff.username}
          </span>
          <span className="op-badge">{staff.role}</span>
          <button type="button" className="op-button op-button--ghost" onClick={() => signOut.mutate()}>
            Sign out
          </button>
        </div>
      </header>
      <main className="op-main">{children}</main>
    </div>
  );
}
