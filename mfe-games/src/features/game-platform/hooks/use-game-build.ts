import { queryOptions, useQuery } from '@portal/shared/query';
import { isGameBuildManifest, type GameBuildManifest } from '../../../game-contracts/unity-contract';

declare const __webpack_public_path__: string | undefined;

/** Where this remote's files are served from (webpack's runtime public path; '/' in tests). */
export function remoteBaseUrl(): string {
  return typeof __webpack_public_path__ === 'string' && __webpack_public_path__
    ? __webpack_public_path__
    : '/';
}

export interface GameBuild {
  manifest: GameBuildManifest;
  loaderUrl: string;
  frameworkUrl: string;
  codeUrl: string;
  dataUrl: string;
}

export function buildFolderUrl(game: string): string {
  return `${remoteBaseUrl()}games/${game}/Build/`;
}

/** Reads games/<game>/Build/<game>.json, the manifest the build writes beside the build files. */
export async function fetchGameBuild(game: string): Promise<GameBuild> {
  const folder = buildFolderUrl(game);
  const response = await fetch(`${folder}${game}.json`, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Game build manifest: HTTP ${response.status}`);
  const manifest: unknown = await response.json();
  if (!isGameBuildManifest(manifest)) throw new Error('Game build manifest is malformed');
  const url = (file: string) => new URL(file, new URL(folder, window.location.href)).href;
  return {
    manifest,
    loaderUrl: url(manifest.loader),
    frameworkUrl: url(manifest.framework),
    codeUrl: url(manifest.code),
    dataUrl: url(manifest.data),
  };
}

export const gameBuildQueryOptions = (game: string) =>
  queryOptions({
    queryKey: ['game-build', game],
    queryFn: () => fetchGameBuild(game),
    retry: 1,
    staleTime: 60_000,
  });

export function useGameBuild(game: string) {
  return useQuery(gameBuildQueryOptions(game));
}
