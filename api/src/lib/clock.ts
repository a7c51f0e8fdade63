/** The only source of "now" for rules code; dev tools can move it. */
export interface Clock {
  now(): Date;
}

export class AdjustableClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  set(at: Date): void {
    this.offsetMs = at.getTime() - Date.now();
  }
}
