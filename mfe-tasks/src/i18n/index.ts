// This package's strings (docs/i18n.md): English in en.json (the spec's wording), Urdu in ur.json,
// which downloads only when Urdu is on. Importing this module registers both.
import { packageCatalog } from '@portal/shared/i18n';
import en from './en.json';

export type Message = keyof typeof en;
export const useT = packageCatalog<Message>('tasks', en, () => import('./ur.json'));
