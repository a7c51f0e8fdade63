import { describe, expect, it } from '@jest/globals';
import { homeBlocks, modulesForPath } from './route-table';

describe('modulesForPath (what start-up preloads)', () => {
  it('preloads the first-screen home blocks on /, the page module on a remote route, nothing elsewhere', () => {
    // Only the blocks of a phone's first screen: the others load when they come near the viewport.
    expect(modulesForPath('/')).toEqual([
      { remote: 'tasks', module: 'HomeMadeByEsl' },
      { remote: 'tasks', module: 'HomeGamingTasks' },
    ]);
    expect(homeBlocks.map((b) => `${b.remote}/${b.module}`)).toEqual([
      'tasks/HomeMadeByEsl',
      'tasks/HomeGamingTasks',
      'tournaments/HomeTournaments',
      'rewards/HomeRewards',
      'games/HomeHighlights',
    ]);
    expect(modulesForPath('/tournaments')).toMatchObject([
      { remote: 'tournaments', module: 'TournamentsPage' },
    ]);
    expect(modulesForPath('/learn-win')).toEqual([]);
    expect(modulesForPath('/no-such-page')).toEqual([]);
  });
});
