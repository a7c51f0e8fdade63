import type { FastifyInstance } from 'fastify';
import { deliverDueCharges, openDueCharges, type AttemptOutcome, type BillingDeps } from './charges.ts';
import { SerialTicker } from '../lib/serial-ticker.ts';
import { DemoChargingGateway, type ChargingGateway } from './gateway.ts';
import { retryCharge } from './retry.ts';

export interface BillingTick {
  /** False when another instance holds the scheduler lease: this tick did nothing. */
  leader: boolean;
  opened: number;
  outcomes: Partial<Record<AttemptOutcome, number>>;
}

/**
 * Charging: on a timer, the instance that holds the tournament scheduler's lease opens the charges
 * that are due and sends them to the gateway; the subscriber's own retry is made where it arrives.
 */
export class BillingService {
  readonly gateway: ChargingGateway;
  private readonly ticker: SerialTicker;

  constructor(
    private readonly app: FastifyInstance,
    gateway?: ChargingGateway,
  ) {
    this.gateway = gateway ?? new DemoChargingGateway();
    this.ticker = new SerialTicker((err) => this.app.log.error({ err }, 'billing tick failed'));
  }

  private get deps(): BillingDeps {
    const { db, clock, sms } = this.app;
    return { db, clock, sms, gateway: this.gateway, config: this.app.config.billing };
  }

  start(intervalMs: number): void {
    this.ticker.start(intervalMs, () => this.tick());
  }

  stop(): Promise<void> {
    return this.ticker.stop();
  }

  /** One pass: due charges opened and sent, on the lease holder only. Ticks of one instance never overlap. */
  tick(): Promise<BillingTick> {
    return this.ticker.run(async (): Promise<BillingTick> => {
      if (this.ticker.stopped || !(await this.app.engine.lease.acquire()))
        return { leader: false, opened: 0, outcomes: {} };
      const opened = await openDueCharges(this.deps);
      const outcomes = await deliverDueCharges(this.deps);
      return { leader: true, opened, outcomes };
    });
  }

  retry(subscriberId: number) {
    return retryCharge({ ...this.deps, dialect: this.app.dialect }, subscriberId);
  }
}
