// The privacy policy of /terms-service with every section docs/product/access-and-start-up.md
// lists. Its text lives in the package's catalogs (src/i18n/{en,ur}.json, `rewards.policy.*`);
// this file orders the sections and their paragraphs.
import { productConfig, type ProductConfig } from '@portal/shared/config';
import type { Translate } from '@portal/shared/i18n';
import type { Message } from '../../../i18n';

export interface PolicySection {
  heading: string;
  paragraphs: string[];
  subsections?: Array<{ heading: string; paragraphs: string[] }>;
}

type PolicyContacts = Pick<ProductConfig, 'productName' | 'supportEmail'>;

interface SectionShape {
  key: string;
  paragraphs: number;
  subsections?: string[];
}

const POLICY_ORDER: SectionShape[] = [
  { key: 'intro', paragraphs: 2 },
  { key: 'automatic', paragraphs: 2 },
  {
    key: 'collection',
    paragraphs: 1,
    subsections: ['signUp', 'logData', 'cookies', 'usage', 'transactions', 'aggregated'],
  },
  { key: 'redemption', paragraphs: 3 },
  { key: 'security', paragraphs: 2 },
  { key: 'links', paragraphs: 1 },
  { key: 'changes', paragraphs: 1 },
  { key: 'contact', paragraphs: 1 },
];

const numbered = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** The policy in the language of `t`, with the product's name and support address filled in. */
export function privacyPolicy(
  t: Translate<Message>,
  contacts: PolicyContacts = productConfig,
): PolicySection[] {
  const values = { productName: contacts.productName, supportEmail: contacts.supportEmail };
  const text = (id: string) => t(`rewards.policy.${id}` as Message, values);
  return POLICY_ORDER.map(({ key, paragraphs, subsections }) => ({
    heading: text(`${key}.heading`),
    paragraphs: numbered(paragraphs).map((n) => text(`${key}.p${n}`)),
    ...(subsections && {
      subsections: subsections.map((sub) => ({
        heading: text(`${key}.${sub}.heading`),
        paragraphs: [text(`${key}.${sub}.p1`)],
      })),
    }),
  }));
}
