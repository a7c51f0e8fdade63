import { render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from '@jest/globals';
import { PageHeading, usePageTitle } from './page-heading';

/** The shell's route wrapper: a fallback title around whatever the remote renders. */
function RouteFrame({ title, page }: { title: string; page: string | null }) {
  usePageTitle(title, { fallback: true });
  return page ? <PageHeading title={page} /> : <p>Loading…</p>;
}

describe('usePageTitle', () => {
  it("keeps a page's own title over the shell's fallback, whichever mounts first", () => {
    // The remote page is already loaded: it mounts in the same commit as the shell's frame.
    const loaded = render(<RouteFrame title="Tournaments" page="Weekly Tournaments" />);
    expect(document.title).toBe('Weekly Tournaments | PlayZone');
    loaded.unmount();

    // The remote page is still loading: the fallback shows until the page mounts.
    const loading = render(<RouteFrame title="Gaming Tasks" page={null} />);
    expect(document.title).toBe('Gaming Tasks | PlayZone');
    loading.rerender(<RouteFrame title="Gaming Tasks" page="Gaming Challenges" />);
    expect(document.title).toBe('Gaming Challenges | PlayZone');
    loading.unmount();
  });

  it('gives the title back to the fallback once the page that owned it is gone', () => {
    function Switcher() {
      const [page, setPage] = useState<string | null>('FAQs');
      return (
        <>
          <button onClick={() => setPage(null)}>leave</button>
          <RouteFrame key={page ?? 'none'} title="Not loaded" page={page} />
        </>
      );
    }
    const view = render(<Switcher />);
    expect(document.title).toBe('FAQs | PlayZone');
    view.getByRole('button', { name: 'leave' }).click();
    return Promise.resolve().then(() => {
      expect(document.title).toBe('Not loaded | PlayZone');
      view.unmount();
    });
  });
});
