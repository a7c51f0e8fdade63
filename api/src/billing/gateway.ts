/** What the charging gateway is asked to do: take one amount from one subscriber's line. */
export interface ChargeRequest {
  chargeId: number;
  phone: string;
  totalPaisa: number;
  description: string;
  /** Stable per charge: a gateway that sees it twice takes the money once. */
  idempotencyKey: string;
}

export type ChargeResult =
  | { outcome: 'charged'; reference: string }
  /** The operator refused (no balance, credit limit, barred line): the subscriber must act. */
  | { outcome: 'declined'; reason: string };

/**
 * The operator's charging gateway (direct carrier billing). `charge` resolves with the gateway's
 * answer and throws when the gateway could not be reached (then the charge is tried again).
 */
export interface ChargingGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

export type DemoFailure = 'decline' | 'unavailable';

export const DEMO_DECLINE_REASON = 'Insufficient balance';

/**
 * Demo adapter: takes every charge unless told to fail (dev tools: per number or for everyone, a
 * number of times). It keeps every call, so tests can count what reached the gateway.
 */
export class DemoChargingGateway implements ChargingGateway {
  readonly calls: ChargeRequest[] = [];
  private readonly taken = new Map<string, string>();
  private readonly failures = new Map<string, { outcome: DemoFailure; remaining: number }>();
  /** Time each call takes (tests widen race windows with it). */
  latencyMs = 0;

  /** The next `times` charges to `phone` ('*': anyone) fail with `outcome`. */
  failNext(phone: string, outcome: DemoFailure, times: number): void {
    this.failures.set(phone, { outcome, remaining: times });
  }

  clearFailures(phone?: string): void {
    if (phone) this.failures.delete(phone);
    else this.failures.clear();
  }

  /** Money actually taken, per idempotency key (a repeat of a key takes nothing more). */
  get takenKeys(): string[] {
    return [...this.taken.keys()];
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    this.calls.push(request);
    if (this.latencyMs > 0) await new Promise((r) => setTimeout(r, this.latencyMs));
    const done = this.taken.get(request.idempotencyKey);
    if (done) return { outcome: 'charged', reference: done };
    const key = this.failures.has(request.phone) ? request.phone : '*';
    const failure = this.failures.get(key);
    if (failure) {
      if (--failure.remaining <= 0) this.failures.delete(key);
      if (failure.outcome === 'unavailable') throw new Error('charging gateway unavailable');
      return { outcome: 'declined', reason: DEMO_DECLINE_REASON };
    }
    const reference = `DEMO-${request.idempotencyKey}`;
    this.taken.set(request.idempotencyKey, reference);
    return { outcome: 'charged', reference };
  }
}
