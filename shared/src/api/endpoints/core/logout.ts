import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/**
 * POST /v1/auth/logout: ends this sign-in on the server (its tokens and its reference stop working),
 * so a copy of the token or the reference left anywhere is worthless after Logout.
 */
export async function logout(): Promise<void> {
  await apiCall<unknown>({
    method: 'POST',
    path: '/v1/auth/logout',
    fallback: t('shared.api.tryAgain'),
  });
}
