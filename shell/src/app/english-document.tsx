import { useLayoutEffect, type ReactNode } from 'react';
import { applyLocaleToDocument, browserLocale, i18n, setLocale } from '@portal/shared/i18n';

/**
 * The operator console is a staff tool in English, left to right (docs/i18n.md): while it shows,
 * the document is lang=en dir=ltr and the shared components speak English, whatever the
 * subscriber's choice in this browser; that choice is neither changed nor forgotten, and applies
 * again when the portal shows.
 */
export function EnglishDocument({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    if (i18n.locale !== 'en') i18n.activate('en');
    applyLocaleToDocument('en');
    return () => {
      const chosen = browserLocale();
      if (chosen !== 'en') void setLocale(chosen).catch(() => undefined);
    };
  }, []);
  return children;
}
