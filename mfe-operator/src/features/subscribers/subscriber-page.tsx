import { useState } from 'react';
import { formatCredits, formatPaisa } from '@portal/shared/lib';
import { useQuery } from '@portal/shared/query';
import { useParams } from '@portal/shared/router';
import { can } from '../../lib/roles';
import { LINE_WORDS, SUBSCRIPTION_WORDS, wordOf } from '../../lib/status-words';
import { formatDateTime, localNumber } from '../../ui/format';
import { QueryView } from '../../ui/query-view';
import { ReasonForm } from '../../ui/reason-form';
import { Status } from '../../ui/status';
import { useStaffSession } from '../session/use-staff-session';
import { profileQuery, useSubscriberAction, type SubscriberProfile } from './api';
import { CreditForm } from './credit-form';
import { SubscriberHistory } from './subscriber-history';

/**
 * The trial while the subscription is one: when it ends, or that it ended and the first charge is
 * due. Once a charge was made (or refused) the subscription is no longer a trial: nothing to say.
 */
function trialNote(sub: SubscriberProfile['subscription'], now = Date.now()): string {
  if (sub.status !== 'trial' || !sub.trialEndsAt) return '';
  const when = formatDateTime(sub.trialEndsAt);
  return Date.parse(sub.trialEndsAt) > now
    ? `, trial ends ${when}`
    : `, trial ended ${when}, first charge due`;
}

function ProfileFacts({ p }: { p: SubscriberProfile }) {
  const sub = p.subscription;
  return (
    <dl className="op-facts">
      <dt>Name</dt>
      <dd>{p.name || p.username || '–'}</dd>
      <dt>Email</dt>
      <dd>{p.email || '–'}</dd>
      <dt>Subscription</dt>
      <dd>
        <Status word={wordOf(SUBSCRIPTION_WORDS, sub.status)} />
        {sub.type ? ` (${wordOf(LINE_WORDS, sub.type).label})` : ''}
        {trialNote(sub)}
        {sub.unsubscribedAt ? `, unsubscribed ${formatDateTime(sub.unsubscribedAt)}` : ''}
      </dd>
      <dt>Subscribed</dt>
      <dd>{formatDateTime(sub.subscribedAt ?? p.createdAt)}</dd>
      <dt>Credits</dt>
      <dd data-testid="subscriber-credits">{formatCredits(p.credits)}</dd>
      <dt>Wallet</dt>
      <dd>{formatPaisa(p.moneyPaisa)}</dd>
      {p.suspendedAt && (
        <>
          <dt>Suspended</dt>
          <dd>
            {formatDateTime(p.suspendedAt)}: {p.suspendedReason}
          </dd>
        </>
      )}
    </dl>
  );
}

export function SubscriberPage() {
  const id = Number(useParams().id);
  const role = useStaffSession().data?.staff.role;
  const profile = useQuery(profileQuery(id));
  const action = useSubscriberAction(id);
  const [suspending, setSuspending] = useState(false);
  return (
    <QueryView query={profile}>
      {(p) => (
        <>
          <div className="op-heading-row">
            <h1>{localNumber(p.phone)}</h1>
            {can(role, 'suspend-subscribers') &&
              (p.suspendedAt ? (
                <button type="button" className="op-button" onClick={() => action.mutate({ restore: true })}>
                  Restore access
                </button>
              ) : (
                <button
                  type="button"
                  className="op-button op-button--danger"
                  onClick={() => setSuspending(true)}
                >
                  Suspend
                </button>
              ))}
          </div>
          {suspending && !p.suspendedAt && (
            <ReasonForm
              label="Reason for the suspension"
              submitLabel="Suspend"
              pending={action.isPending}
              onCancel={() => setSuspending(false)}
              onSubmit={(reason) =>
                action.mutate({ suspend: reason }, { onSuccess: () => setSuspending(false) })
              }
            />
          )}
          <ProfileFacts p={p} />
          {can(role, 'adjust-credits') && <CreditForm action={action} />}
          <SubscriberHistory id={id} />
        </>
      )}
    </QueryView>
  );
}
