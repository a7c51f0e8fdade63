import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@portal/shared/query';
import { eslTournamentCheckin, tournamentsRootKey } from '@portal/shared/api';
import type { Tournament } from '@portal/contracts';
import type { CardMessage } from '../lib/message';
import { canPlayNow } from '../lib/player-state';
import { feeTaken, refusalDetails } from '../lib/registration';
import { isCannonClash } from '../lib/status';

export const ALREADY_REGISTERED = 'You are already registered for this tournament. Wait for it to start.';
export const JOINED = 'Successfully joined the tournament!';
export const JOIN_FALLBACK = 'Failed to check in to the tournament';
/** docs/product/tournaments.md: Cannon tournaments add the instructions popup 1.5 s after a successful join. */
export const INSTRUCTIONS_DELAY_MS = 1500;

/**
 * docs/product/tournaments.md, ESL tournament join: a card that says Play Now (a running tournament,
 * or the caller's match room open, which is from the match's SMS, before the start) opens the
 * room-ID popup; otherwise the check-in call, whose answer is the room popup (already in, Play Now),
 * 'already registered' (already in, nothing to play yet) or 'Successfully joined the tournament!'.
 */
export function useEslJoin(openInstructions: () => void) {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<Record<number, CardMessage>>({});
  const [roomFor, setRoomFor] = useState<Tournament | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const say = (id: number, message: CardMessage) => setMessages((m) => ({ ...m, [id]: message }));

  const checkin = useMutation({
    mutationFn: (t: Tournament) => eslTournamentCheckin({ id: t.id }),
    onSuccess: (answer, t) => {
      if (answer.data?.already_submited) {
        if (canPlayNow(t)) setRoomFor(t);
        else say(t.id, { tone: 'info', text: ALREADY_REGISTERED });
        return;
      }
      // One tap took the fee the card shows: the answer says so.
      say(t.id, { tone: 'success', text: JOINED, details: feeTaken(t) });
      void queryClient.invalidateQueries({ queryKey: tournamentsRootKey });
      if (isCannonClash(t)) {
        clearTimeout(timer.current);
        timer.current = setTimeout(openInstructions, INSTRUCTIONS_DELAY_MS);
      }
    },
    // A refusal for the balance says the fee under the message (the api's details).
    onError: (error, t) =>
      say(t.id, { tone: 'error', text: error.message, details: refusalDetails(error, t) }),
  });

  const join = (t: Tournament) => {
    setMessages(({ [t.id]: _dropped, ...rest }) => rest);
    if (canPlayNow(t)) setRoomFor(t);
    else checkin.mutate(t);
  };

  return {
    join,
    messages,
    pendingId: checkin.isPending ? checkin.variables?.id : undefined,
    roomFor,
    closeRoom: () => setRoomFor(null),
  };
}
