import { useRef, useState } from 'react';
import { useMutation, type UseMutationOptions, type UseMutationResult } from '@portal/shared/query';

type MutateOptions<TData, TVars> = Parameters<UseMutationResult<TData, Error, TVars>['mutate']>[1];

/** What the screens use of a write: send it, whether it is in flight, its error. */
export interface OneAtATime<TData, TVars> {
  mutate: (vars: TVars, options?: MutateOptions<TData, TVars>) => void;
  isPending: boolean;
  error: Error | null;
}

/**
 * Every write of the console: a react-query mutation that sends one request at a time. A call while
 * one is in flight is dropped, and `isPending` is true from the click itself: react-query reports
 * its own `isPending` a tick later, after a double click's second click or a key pressed twice,
 * which would send the request twice.
 */
export function useOperatorWrite<TData, TVars>(
  options: UseMutationOptions<TData, Error, TVars>,
): OneAtATime<TData, TVars> {
  const mutation = useMutation(options);
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const mutate = (vars: TVars, mutateOptions?: MutateOptions<TData, TVars>) => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    mutation.mutate(vars, {
      ...mutateOptions,
      onSettled: (...args) => {
        busy.current = false;
        setSending(false);
        mutateOptions?.onSettled?.(...args);
      },
    });
  };
  return { mutate, isPending: sending || mutation.isPending, error: mutation.error };
}
