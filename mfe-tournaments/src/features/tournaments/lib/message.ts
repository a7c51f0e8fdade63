/** A message shown beside a tournament after an action (join, registration). */
export interface CardMessage {
  tone: 'success' | 'error' | 'info';
  text: string;
}
