import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { subscriptionSuspendedAtom, watchSuspension } from '@portal/shared/api';
import { useLocation } from '@portal/shared/router';
import { SuspendedPage } from './suspended-page';

// Any api call refused with the suspension code switches the portal to the payment page.
watchSuspension();

/** Pages a suspended subscriber may still open: leaving, and reading the terms and FAQs. */
export const OPEN_WHILE_SUSPENDED = ['/unsubscribe', '/faqs', '/terms-service'];

/** The portal's pages, or the payment page while a failed charge has paused access. */
export function SubscriptionGate({ children }: { children: ReactNode }) {
  const suspended = useAtomValue(subscriptionSuspendedAtom);
  const { pathname } = useLocation();
  if (!suspended || OPEN_WHILE_SUSPENDED.includes(pathname)) return children;
  return <SuspendedPage />;
}

/** Renders its children only while access is not paused (the start-up popups wait for the payment). */
export function WhenNotSuspended({ children }: { children: ReactNode }) {
  return useAtomValue(subscriptionSuspendedAtom) ? null : children;
}
