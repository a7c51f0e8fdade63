import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/**
 * POST /v1/user/language {language: 'en' | 'ur'}: stores the signed-in subscriber's language, used
 * at their next sign-in on any browser and for their text messages (docs/i18n.md).
 */
export async function saveLanguage(language: 'en' | 'ur'): Promise<void> {
  await apiCall<unknown>({
    method: 'POST',
    path: '/v1/user/language',
    body: { language },
    fallback: t('shared.api.tryAgain'),
  });
}
