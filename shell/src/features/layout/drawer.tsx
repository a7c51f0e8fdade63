import { useRef } from 'react';
import { useFocusTrap } from '@portal/shared/ui';
import { useT } from '../../i18n';
import { NavContent } from './nav-content';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The narrow layout's slide-in menu: traps focus, closes with Escape, the overlay or a link. */
export function Drawer({ open, onClose }: DrawerProps) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  useFocusTrap(ref, open, onClose);
  return (
    <>
      <div className={`drawer-overlay ${open ? 'is-open' : ''}`} onClick={onClose} aria-hidden="true" />
      <nav
        ref={ref}
        id="portal-drawer"
        className={`drawer ${open ? 'is-open' : ''}`}
        aria-label={t('shell.layout.mainMenu')}
        aria-hidden={!open}
        inert={!open}
        tabIndex={-1}
      >
        <button
          type="button"
          className="drawer__close"
          aria-label={t('shell.layout.closeMenu')}
          onClick={onClose}
        >
          ×
        </button>
        <NavContent onNavigate={onClose} />
      </nav>
    </>
  );
}
