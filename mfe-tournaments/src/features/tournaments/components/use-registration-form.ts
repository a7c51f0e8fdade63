import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useMutation, useQueryClient } from '@portal/shared/query';
import { profileQueryKey, tournamentCheckin, tournamentsRootKey } from '@portal/shared/api';
import { isLoggedInAtom } from '@portal/shared/session';
import type { Tournament } from '@portal/contracts';
import type { CardMessage } from '../lib/message';
import {
  ALREADY_SUBMITTED,
  isBalanceRefusal,
  isPaid,
  LOGIN_TO_PARTICIPATE,
  REGISTERED,
  registrationErrors,
  registrationFields,
  refusalDetails,
  registrationPayload,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationValues,
} from '../lib/registration';
import { registrationClosed } from '../lib/status';

/**
 * The registration form's values, field errors, the check-in call and the message it leaves by the
 * button. A paid tournament's form shows its fee by the button (`feeNotice`); a refusal for the
 * balance is said there in the api's words (the fee and the balance) and the balance read again.
 */
export function useRegistrationForm(tournament: Tournament) {
  const queryClient = useQueryClient();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const fields = registrationFields(tournament);
  const closed = registrationClosed(tournament);
  const mine = tournament.entries[0];
  // Already entered (this visit or an earlier one): the form says so at once and sends nothing.
  const registered = mine !== undefined;
  const feeNotice = isPaid(tournament) && !closed && !registered;
  const [values, setValues] = useState<RegistrationValues>({
    uid: mine?.pubg_id ?? '',
    nick: mine?.pubg_nick ?? '',
    email: '',
  });
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [message, setMessage] = useState<CardMessage | null>(
    registered ? { tone: 'info', text: ALREADY_SUBMITTED } : null,
  );

  const register = useMutation({
    mutationFn: () => tournamentCheckin(registrationPayload(tournament, fields, values)),
    onSuccess: (answer) => {
      const already = answer.data?.already_submited === true;
      setMessage(already ? { tone: 'info', text: ALREADY_SUBMITTED } : { tone: 'success', text: REGISTERED });
      if (already) return;
      void queryClient.invalidateQueries({ queryKey: tournamentsRootKey });
      // A paid entry took its fee: the balance shown elsewhere is read again.
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
    onError: (error) => {
      setMessage({ tone: 'error', text: error.message, details: refusalDetails(error, tournament) });
      // The balance the fee line shows may be older than the api's answer.
      if (isBalanceRefusal(error)) void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (closed || registered || register.isPending) return;
    if (!loggedIn) {
      setMessage({ tone: 'error', text: LOGIN_TO_PARTICIPATE });
      return;
    }
    const found = registrationErrors(fields, values);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length === 0) register.mutate();
  };

  /** A typed value; it clears that field's error. */
  const change = (field: RegistrationField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  return {
    fields,
    values,
    errors,
    message,
    feeNotice,
    closed,
    registered,
    pending: register.isPending,
    onSubmit,
    change,
  };
}
