import type { ReactNode } from 'react';
import { NavLink } from '@portal/shared/router';
import { can } from '../lib/roles';
import type { StaffMember } from '../lib/types';
import { useSignOut } from '../features/session/use-staff-session';
import { consolePath, consoleRoutes } from './route-table';

/** Side navigation (a top bar on a tablet), the staff member's name and role, sign out. */
export function ConsoleLayout({ staff, children }: { staff: StaffMember; children: ReactNode }) {
  const signOut = useSignOut();
  const links = consoleRoutes.filter((r) => r.nav && (!r.needs || can(staff.role, r.needs)));
  return (
    <div className="op-layout">
      <header className="op-sidebar">
        <p className="op-brand">PlayZone operator</p>
        <nav aria-label="Console">
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
          <span data-testid="staff-name">{staff.username}</span>
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
