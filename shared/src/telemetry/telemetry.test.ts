import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { pagePattern, scrubMessage } from './index';

// The reporter sends nothing that identifies a person or a record.
describe('telemetry', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('reduces a page to its pattern', () => {
    expect(pagePattern('/tournaments/42/bracket')).toBe('/tournaments/:id/bracket');
    expect(pagePattern('/profile')).toBe('/profile');
    expect(pagePattern('/r/abcdefghijklmnopqrstuvwxyz0')).toBe('/r/:id');
    expect(pagePattern('')).toBe('/');
  });

  it('removes numbers from error messages and keeps them short', () => {
    expect(scrubMessage('No subscriber 923001234567 in   room 12')).toBe('No subscriber # in room #');
    expect(scrubMessage('x'.repeat(500))).toHaveLength(200);
  });

  it('reports a sampled visit only, and its unhandled errors scrubbed', async () => {
    const sent: { url: string; body: unknown }[] = [];
    const fetchMock = jest.fn(async (url: string, init: { body: string }) => {
      sent.push({ url, body: JSON.parse(init.body) });
      return new Response(null, { status: 204 });
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const { startTelemetry } = await import('./index');
    // `none` keeps even a visit every sample would take out (benchmarks want the same visit each run).
    localStorage.setItem('pz:telemetry', 'none');
    expect(startTelemetry({ sample: 1 }, () => 0)).toBe(false);
    localStorage.removeItem('pz:telemetry');
    expect(startTelemetry({ sample: 0.1 }, () => 0.5)).toBe(false);
    expect(startTelemetry({ sample: 0.1 }, () => 0.05)).toBe(true);
    window.dispatchEvent(new ErrorEvent('error', { message: 'Cannot read 0923001234567' }));
    expect(sent).toEqual([
      { url: '/api/telemetry', body: { kind: 'error', message: 'Cannot read #', page: '/' } },
    ]);
  });
});
