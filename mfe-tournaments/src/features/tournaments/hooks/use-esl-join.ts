import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@portal/shared/query';
import { eslTournamentCheckin, profileQueryKey, tournamentsRootKey } from '@portal/shared/api';
import type { Tournament } from '@portal/contracts';
import type { CardMessage } from '../lib/message';
import { canPlayNow } from '../lib/player-state';
import { feeTaken, isPaid, refusalDetails } from '../lib/registration';
import { isCannonClash } from '../lib/status';

export const ALREADY_REGISTERED = 'You are already registered for this tournament. Wait for it to start.';
export const JOINED = 'Successfully joined the tournament!';
export const JOIN_FALLBACK = 'Failed to check in to the tournament';
/** docs/product/tournaments.md: Cannon tournaments add the instructions popup 1.5 s after a successful join. */
export const INSTRUCTIONS_DELAY_MS = 1500;

/** A tap that would take an entry fee: a paid tournament the caller has not entered. */
const asksFirst = (t: Tournament) => isPaid(t) && t.player == null;

/**
 * docs/product/tournaments.md, ESL tournament join: a card that says Play Now (a running tournament,
 * or the caller's match room open, which is from the match's SMS, before the start) opens the
 * room-ID popup; otherwise the check-in call, whose answer is the room popup (already in, Play Now),
 * 'already registered' (already in, nothing to play yet) or 'Successfully joined the tournament!'.
 * A paid tournament not yet entered asks first (`confirmFor`): the check-in takes its entry fee.
 */
export function useEslJoin(openInstructions: () => void) {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<Record<number, CardMessage>>({});
  const [roomFor, setRoomFor] = useState<Tournament | null>(null);
  const [confirmFor, setConfirmFor] = useState<Tournament | null>(null);
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
      // A paid entry took its fee: the balance shown elsewhere is read again.
      if (isPaid(t)) void queryClient.invalidateQueries({ queryKey: profileQueryKey });
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
    else if (asksFirst(t)) setConfirmFor(t);
    else checkin.mutate(t);
  };

  /** 'Yes, join': the check-in the tap would have made, fee and all. */
  const confirmJoin = () => {
    if (confirmFor) checkin.mutate(confirmFor);
    setConfirmFor(null);
  };

  return {
    join,
    messages,
    pendingId: checkin.isPending ? checkin.variables?.id : undefined,
    roomFor,
    closeRoom: () => setRoomFor(null),
    confirmFor,
    confirmJoin,
    cancelJoin: () => setConfirmFor(null),
  };
}
