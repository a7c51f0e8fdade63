import { productConfig } from '@portal/shared/config';
import { normaliseReferrer, session } from '@portal/shared/session';
import type { ActiveDayData, TokenResponse } from '@portal/contracts';
import { ApiError } from './errors';
import { HttpError, serviceClient, type HttpRequest } from './http';

export const REFRESH_MESSAGES = {
  ongoing: 'Token refreshongoing.',
  noMsisdn: 'MSISDN not found',
  noToken: 'No token received from refresh endpoint',
} as const;

function urlParam(name: string): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get(name);
}

/** docs/product/access-and-start-up.md: the session's msisdn, else the entry parameter `a`. */
export function refreshIdentity(): string | null {
  return session.msisdn() ?? urlParam('a');
}

/** docs/product/access-and-start-up.md: session referrer, else ?refferer= or ?referer=; only gamenow is kept. */
export function refreshReferrer(): 'gamenow' | null {
  return normaliseReferrer(session.refferer() ?? urlParam('refferer') ?? urlParam('referer'));
}

/** A token exchange's answer: the token, and the day data when the api sent it along. */
export interface TokenGrant {
  token: string;
  dayData?: ActiveDayData;
  /** The subscriber's stored language (null: never chose), when the api sent the session facts. */
  language?: 'en' | 'ur' | null;
}

/** What posts the token exchange: the service client (fetch) at start-up, axios for the refresh. */
interface TokenPoster {
  post(url: string, body: unknown): Promise<{ data: unknown; headers: unknown }>;
}

/**
 * POST /v1/jt/gen, outside the authenticated client: the signed subscriber reference goes in,
 * the access token comes back in the `access_token` response header, and the body carries the
 * session facts and the day data (so start-up needs no further round trip).
 */
export async function exchangeToken(
  msisdn: string,
  refferer: 'gamenow' | null,
  client: TokenPoster = serviceClient,
): Promise<TokenGrant> {
  // Both clients send an object as JSON.
  const response = await client.post(`${productConfig.apiBaseUrl}/v1/jt/gen`, { msisdn, refferer });
  const token: unknown = (response.headers as Record<string, unknown> | undefined)?.['access_token'];
  if (typeof token !== 'string' || !token) throw new ApiError(REFRESH_MESSAGES.noToken);
  const body = response.data as TokenResponse | undefined;
  const dayData = body?.data?.dayData;
  const session = body?.data?.session;
  return {
    token,
    ...(dayData ? { dayData } : {}),
    ...(session && session.language !== undefined ? { language: session.language } : {}),
  };
}

/**
 * The token alone: the api client's refresh, through axios (loaded with the first refresh, so a
 * visit whose token stays good never downloads it).
 */
export async function requestToken(msisdn: string, refferer: 'gamenow' | null): Promise<string> {
  const { default: axios } = await import('axios').catch((error: unknown) => {
    // A phone offline before axios's chunk arrived: the exchange never left, so no answer came.
    const request: HttpRequest = {
      method: 'post',
      url: '/v1/jt/gen',
      baseURL: productConfig.apiBaseUrl,
      headers: {},
    };
    throw new HttpError('Network Error', 'ERR_NETWORK', request, undefined, error);
  });
  return (await exchangeToken(msisdn, refferer, axios)).token;
}
