import { describe, expect, it } from '@jest/globals';
import { homeBlocks, modulesForPath } from './route-table';

describe('modulesForPath (what start-up preloads)', () => {
  it('preloads the five home blocks on /, the page module on a remote route, nothing elsewhere', () => {
    expect(modulesForPath('/')).toBe(homeBlocks);
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
