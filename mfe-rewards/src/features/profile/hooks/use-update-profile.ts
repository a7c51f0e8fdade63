import { useMutation, useQueryClient } from '@portal/shared/query';
import { profileQueryKey, updateProfile } from '@portal/shared/api';
import type { ProfileCompleteRequest } from '@portal/contracts';
import { t } from '@portal/shared/i18n';
import { PROFILE_UPDATE_ERROR, refusalText } from '../lib/profile-update-messages';

/** POST /v1/user/profile/complete; the shared profile (shell name and image) is refetched after. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfileCompleteRequest) => {
      const answer = await updateProfile(input);
      // The api answers {status, success, message}; a false status is a refusal with its message.
      if (answer.status === false || answer.success === false) {
        const code = (answer as { code?: unknown }).code;
        const refusal = answer.message ? refusalText(code, answer.message) : undefined;
        throw Object.assign(new Error(refusal || t(PROFILE_UPDATE_ERROR)), { refusal });
      }
      return answer;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
