import { useState } from 'react';
import { saveLanguage } from '@portal/shared/api';
import { LOCALE_NAMES, LOCALES, setLocale, useLocale, useT, type Locale } from '@portal/shared/i18n';
import { accessTokenAtom, portalStore } from '@portal/shared/session';

/**
 * Switches the portal's language: English | اردو, each written in its own language. The choice
 * applies at once, is remembered in this browser and, when signed in, stored by the api (a failed
 * save keeps the switch: the browser still remembers it).
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const locale = useLocale();
  const t = useT<'shared.language.label'>();
  const [busy, setBusy] = useState(false);
  const choose = async (next: Locale) => {
    if (next === locale || busy) return;
    setBusy(true);
    try {
      await setLocale(next);
      if (portalStore.get(accessTokenAtom)) await saveLanguage(next).catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      role="group"
      aria-label={t('shared.language.label')}
      className={`pz-language-switch ${className}`.trim()}
    >
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          className="pz-language-switch__option"
          onClick={() => void choose(option)}
        >
          {LOCALE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
