/** The fetchers already turn failures into the spec's message (ApiError); anything else gets the fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
