import { useState, type FormEvent } from 'react';
import { useQuery } from '@portal/shared/query';
import { Link } from '@portal/shared/router';
import { SUBSCRIPTION_WORDS, SUSPENDED_WORD, wordOf } from '../../lib/status-words';
import { localNumber } from '../../ui/format';
import { Empty, QueryView } from '../../ui/query-view';
import { Status } from '../../ui/status';
import { searchQuery } from './api';

/** Search by number (03..., 92... or the first digits of either). */
export function SubscribersPage() {
  const [input, setInput] = useState('');
  const [number, setNumber] = useState('');
  const results = useQuery(searchQuery(number));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNumber(input.replace(/\D/g, ''));
  };
  return (
    <>
      <h1>Subscribers</h1>
      <form className="op-filters" role="search" onSubmit={submit}>
        <label className="op-field op-field--inline">
          <span>Number</span>
          <input
            value={input}
            inputMode="numeric"
            placeholder="03001234567"
            onChange={(e) => setInput(e.target.value)}
          />
        </label>
        <button className="op-button op-button--primary" type="submit">
          Search
        </button>
      </form>
      {number.length < 4 ? (
        <p className="op-muted">Enter at least 4 digits of the number.</p>
      ) : (
        <QueryView query={results}>
          {(rows) =>
            rows.length === 0 ? (
              <Empty>No subscriber with that number.</Empty>
            ) : (
              <ul className="op-list">
                {rows.map((row) => (
                  <li key={row.id}>
                    <Link to={`/operator/subscribers/${row.id}`}>{localNumber(row.phone)}</Link>
                    {row.name ? ` · ${row.name}` : ''}
                    {row.status ? (
                      <>
                        {' '}
                        <Status word={wordOf(SUBSCRIPTION_WORDS, row.status)} />
                      </>
                    ) : null}
                    {row.suspended ? (
                      <>
                        {' · '}
                        <Status word={SUSPENDED_WORD} />
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      )}
    </>
  );
}
