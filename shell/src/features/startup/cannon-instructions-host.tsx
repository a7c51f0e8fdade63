import { useAtom } from 'jotai';
import { cannonInstructionsOpenAtom } from '@portal/shared/session';
import { RemoteSlot } from '../../remotes/remote-slot';

/**
 * The Cannon Clash instructions modal belongs to the tournaments remote; any app opens it through
 * the shared cannonInstructionsOpenAtom and the shell renders it here.
 */
export function CannonInstructionsHost() {
  const [open, setOpen] = useAtom(cannonInstructionsOpenAtom);
  if (!open) return null;
  return (
    <RemoteSlot
      remote="tournaments"
      module="CannonInstructionsModal"
      title="How to Play"
      quiet
      props={{ open: true, onClose: () => setOpen(false) }}
    />
  );
}
