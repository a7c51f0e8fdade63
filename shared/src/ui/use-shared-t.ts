import { useT, type SharedMessage } from '@portal/shared/i18n';

/** `t` for the shared package's own messages (shared/src/i18n), typed by its catalog's ids. */
export const useSharedT = () => useT<SharedMessage>();
