const failed = new Set<string>();

export function markRemoteFailed(remote: string) {
  failed.add(remote);
}

/** True once, after a failure: the caller registers the remote again before retrying. */
export function takeRemoteFailure(remote: string): boolean {
  return failed.delete(remote);
}
