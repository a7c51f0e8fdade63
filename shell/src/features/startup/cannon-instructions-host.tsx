import { useAtom } from 'jotai';
import { cannonInstructionsOpenAtom } from '@portal/shared/session';
import { RemoteSlot } from '../../remotes/remote-slot';
import { useT } from '../../i18n';

/**
 * The Cannon Clash instructions modal belongs to the tournaments remote; any app opens it through
 * the shared cannonInstructionsOpenAtom and the shell renders it here.
 */
export function CannonInstructionsHost() {
  const t = useT();
  const [open, setOpen] = useAtom(cannonInstructionsOpenAtom);
  if (!open) return null;
  return (
    <RemoteSlot
      remote="tournaments"
      module="CannonInstructionsModal"
      title={t('shell.popup.cannonHowTo')}
      quiet
      props={{ open: true, onClose: () => setOpen(false) }}
    />
  );
}
