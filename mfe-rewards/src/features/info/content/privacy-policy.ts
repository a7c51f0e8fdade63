// The privacy policy of /terms-service with every section docs/product/access-and-start-up.md lists.
import { productConfig, type ProductConfig } from '@portal/shared/config';

export interface PolicySection {
  heading: string;
  paragraphs: string[];
  subsections?: Array<{ heading: string; paragraphs: string[] }>;
}

type PolicyContacts = Pick<ProductConfig, 'productName' | 'supportEmail'>;

const AUTOMATIC_INFORMATION: PolicySection = {
  heading: 'Automatically collected information',
  paragraphs: [
    'When you open the portal, your browser sends us some information automatically: the type of device and browser you use, its screen size, your IP address, the pages you visit and the time and date of each visit.',
    'We use this information to keep the portal working on the phones and computers our subscribers use, to find and fix faults, and to protect the service against misuse.',
  ],
};

const COLLECTED_INFORMATION: PolicySection = {
  heading: 'Information collection and use',
  paragraphs: [
    'To run your account, tournaments, tasks and rewards we collect and use the following information.',
  ],
  subsections: [
    {
      heading: 'Sign-up information',
      paragraphs: [
        'When you subscribe we receive your mobile number and your subscription type (prepaid or postpaid) from the landing page. Your mobile number identifies your account. If you edit your profile we also store the username, e-mail address, gender, bio, date of birth and picture you give us.',
      ],
    },
    {
      heading: 'Log data',
      paragraphs: [
        'Our servers record each request made to the portal, including the time, the page or action requested and the result. Log data helps us investigate errors and keep the service secure, and it is kept only as long as needed for those purposes.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'The portal keeps your session in your browser\u2019s session storage so that you stay signed in while the browser tab is open. This data is removed when you close the tab or log out. We do not use advertising cookies.',
      ],
    },
    {
      heading: 'Usage information',
      paragraphs: [
        'We record how you take part in the portal: the tournaments you register for and their results, the daily tasks and game challenges you submit together with their screenshots, the game levels you play and your daily login streak. This is what lets us award credits, run fair tournaments and show the leaderboard.',
      ],
    },
    {
      heading: 'Transaction information',
      paragraphs: [
        'Every credit you earn or spend is recorded in your account history. When you redeem a reward we store the reward, the name, e-mail address and phone number you give us and, for rewards that need it, your in-game ID, so that our team can deliver the reward and answer your questions about it.',
      ],
    },
    {
      heading: 'Aggregated and anonymized data',
      paragraphs: [
        'We may combine information from many subscribers into statistics that identify no one, for example how many players join a tournament or which rewards are most popular, and use these statistics to improve the service.',
      ],
    },
  ],
};

const SECURITY: PolicySection = {
  heading: 'Security',
  paragraphs: [
    'We protect your information with industry-standard measures: connections to the portal are encrypted, access to your account requires a signed, short-lived session, and uploaded files are checked and stored away from public access.',
    'No method of transmission over the internet or of electronic storage is completely secure, so while we work hard to protect your information we cannot guarantee its absolute security.',
  ],
};

const POLICY_CHANGES: PolicySection = {
  heading: 'Changes to this privacy policy',
  paragraphs: [
    'We may update this policy from time to time. When we do, we publish the new version on this page, and the changes take effect as soon as they are posted. Please review this page regularly.',
  ],
};

export function privacyPolicy({
  productName,
  supportEmail,
}: PolicyContacts = productConfig): PolicySection[] {
  return [
    {
      heading: 'Introduction',
      paragraphs: [
        `${productName} is a gaming portal offered by your mobile network provider to its prepaid and postpaid subscribers. This policy explains what information we collect when you use ${productName}, how we use it and the choices you have.`,
        `By subscribing to and using ${productName} you agree to the collection and use of information as described here. We use your information only to provide and improve the service and never sell it.`,
      ],
    },
    AUTOMATIC_INFORMATION,
    COLLECTED_INFORMATION,
    {
      heading: 'Redemption process and mechanics',
      paragraphs: [
        'Credits are earned through daily challenges and weekly tournaments, as well as the other activities described in the portal. You can redeem credits for the rewards listed on the Rewards page; the credits a reward costs are taken from your balance when you redeem it.',
        `The provider may change the redemption rules, the rewards on offer and the credits they cost at any time without notice.`,
        `Credits have no monetary value, cannot be exchanged for cash or transferred, and give no contractual right to any item. ${productName} reserves the right to refuse a redemption that breaks these rules or appears to result from misuse of the service.`,
      ],
    },
    SECURITY,
    {
      heading: 'Links to other sites',
      paragraphs: [
        `${productName} links to sites we do not operate, such as the Learn & Win academy, video platforms and our social media pages. If you follow such a link you leave ${productName}, and that site\u2019s own privacy policy applies. We have no control over, and take no responsibility for, the content or practices of other sites.`,
      ],
    },
    POLICY_CHANGES,
    {
      heading: 'Contact us',
      paragraphs: [
        `If you have any questions or suggestions about this privacy policy, contact us at ${supportEmail}.`,
      ],
    },
  ];
}
