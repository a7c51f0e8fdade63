/** A message shown beside a tournament after an action (join, registration). */
export interface CardMessage {
  tone: 'success' | 'error' | 'info';
  text: string;
  /** What the api added to a refusal (its `details`, e.g. the entry fee), shown under the text. */
  details?: string;
}
