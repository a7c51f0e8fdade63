import { Link } from '@portal/shared/router';
import { formatCredits } from '@portal/shared/lib';
import type { Profile } from '@portal/contracts';
import { useT } from '../../i18n';

/**
 * The subscriber's credits where every page shows them (the phone header, the side navigation and
 * the drawer), a link to the rewards they can spend them on. Nothing until the profile is known:
 * the header keeps its other elements in place, so the balance arriving moves nothing.
 */
export function Balance({
  profile,
  className,
  onNavigate,
}: {
  profile: Pick<Profile, 'credits'> | null;
  className: string;
  onNavigate?: () => void;
}) {
  const t = useT();
  if (!profile) return null;
  return (
    <Link to="/rewards" className={`balance ${className}`} data-testid="balance" onClick={onNavigate}>
      {t('shell.layout.balance', { credits: formatCredits(profile.credits) })}
    </Link>
  );
}
