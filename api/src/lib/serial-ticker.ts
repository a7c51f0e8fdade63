/**
 * A job that runs on a timer and on demand, one run at a time per instance: the tournament engine
 * and billing each tick on one. A run waits for the runs before it (a slow tick never overlaps the
 * next); stop() ends the timer and waits for the run under way; a run that fails is reported and
 * does not stop the ones after it.
 */
export class SerialTicker {
  private chain: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private halted = false;

  constructor(private readonly onError: (err: unknown) => void) {}

  /** True after stop() (until the next start): runs under way should end early. */
  get stopped(): boolean {
    return this.halted;
  }

  /** Runs `tick` every `intervalMs` until stop() (0 or less: never by itself). */
  start(intervalMs: number, tick: () => Promise<unknown>): void {
    if (this.timer || intervalMs <= 0) return;
    this.halted = false;
    this.timer = setInterval(() => {
      void tick().catch(this.onError);
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for the run under way. */
  async stop(): Promise<void> {
    this.halted = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.chain.catch(() => {});
  }

  /** Runs `fn` after every earlier run of this ticker (no overlapping runs). */
  run<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.chain.then(fn, fn);
    this.chain = run.catch(() => {});
    return run;
  }
}
