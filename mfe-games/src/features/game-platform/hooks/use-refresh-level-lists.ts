import { useCallback } from 'react';
import { useQueryClient } from '@portal/shared/query';
import { gameChallengesQueryKey, profileQueryKey } from '@portal/shared/api';

// A list's key is ['game-challenges', { id }]: its first part names every game's list. Read from the
// key the shell's copy of @portal/shared builds, so this remote deploys alone.
const [LEVEL_LISTS] = gameChallengesQueryKey({ id: 0 });

/**
 * Marks the portal's level lists (/game-challenges, every game) stale once the api has had a say on
 * a level: a begun Aim Train level, or a recorded result. The list then asks the api again when it
 * shows, instead of offering 'Play Now' from the copy it held before the level was played. The
 * profile is read again too: a passed level's credits show in the balance on every page at once.
 */
export function useRefreshLevelLists(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: [LEVEL_LISTS] });
    void queryClient.invalidateQueries({ queryKey: profileQueryKey });
  }, [queryClient]);
}
