// The FAQ, written from the product facts of docs/product/access-and-start-up.md and
// docs/product/billing.md. The questions and answers live in the package's catalogs
// (src/i18n/{en,ur}.json, `rewards.faq.<group>.<item>.question|answer`); this file orders them.
import { productConfig, type ProductConfig } from '@portal/shared/config';
import type { Translate } from '@portal/shared/i18n';
import type { Message } from '../../../i18n';

export interface Faq {
  question: string;
  answer: string;
}

export interface FaqGroup {
  title: string;
  items: Faq[];
}

type FaqContacts = Pick<ProductConfig, 'productName' | 'supportEmail'>;

/** The groups in the order the page shows them, each with its questions in order. */
const FAQ_ORDER = [
  [
    'account',
    ['what', 'who', 'trial', 'price', 'subscribe', 'unsubscribe', 'partner', 'editProfile', 'support'],
  ],
  ['tournaments', ['join', 'players', 'roomId', 'cannonClash', 'knockout', 'noShow', 'missed', 'prize']],
  [
    'tasks',
    [
      'daily',
      'once',
      'screenshots',
      'streak',
      'streakReset',
      'challenges',
      'aimTrain',
      'download',
      'puzzleMania',
    ],
  ],
  ['credits', ['earn', 'expire', 'cash', 'redeem', 'delivery', 'pubgId', 'leaderboard']],
] as const;

/** The FAQ in the language of `t`, with the product's name and support address filled in. */
export function faqGroups(t: Translate<Message>, contacts: FaqContacts = productConfig): FaqGroup[] {
  const values = { productName: contacts.productName, supportEmail: contacts.supportEmail };
  return FAQ_ORDER.map(([group, items]) => ({
    title: t(`rewards.faq.${group}.title` as Message),
    items: items.map((item) => ({
      question: t(`rewards.faq.${group}.${item}.question` as Message, values),
      answer: t(`rewards.faq.${group}.${item}.answer` as Message, values),
    })),
  }));
}
