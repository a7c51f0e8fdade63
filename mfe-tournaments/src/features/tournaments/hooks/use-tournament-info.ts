import { useState } from 'react';
import type { Tournament } from '@portal/contracts';
import { isCannonClash } from '../lib/status';

/** The info button: Cannon Clash tournaments open the game's instructions, others their details. */
export function useTournamentInfo() {
  const [details, setDetails] = useState<Tournament | null>(null);
  const [instructionsOpen, setInstructionsOpen] = useState(false);
  return {
    details,
    instructionsOpen,
    openInfo: (t: Tournament) => (isCannonClash(t) ? setInstructionsOpen(true) : setDetails(t)),
    openInstructions: () => setInstructionsOpen(true),
    closeDetails: () => setDetails(null),
    closeInstructions: () => setInstructionsOpen(false),
  };
}
