// The FAQ, written from the product facts of docs/product/access-and-start-up.md and docs/product/billing.md.
import { productConfig, type ProductConfig } from '@portal/shared/config';

export interface Faq {
  question: string;
  answer: string;
}

export interface FaqGroup {
  title: string;
  items: Faq[];
}

type FaqContacts = Pick<ProductConfig, 'productName' | 'supportEmail'>;

const TOURNAMENT_FAQS: FaqGroup = {
  title: 'Tournaments',
  items: [
    {
      question: 'How do I join a tournament?',
      answer:
        'Open Tournaments, pick a tournament that is open for registration and press Join. Fill in the registration form with the details the tournament asks for, such as your in-game ID and nickname.',
    },
    {
      question: 'How many players does a tournament need?',
      answer:
        'A tournament starts only when at least 10 players have checked in. If fewer players check in, the tournament does not take place.',
    },
    {
      question: 'When do I receive the room ID and password?',
      answer:
        'They arrive by text message about 10 minutes before the tournament starts. For Cannon Clash tournaments the Room ID arrives one hour before the match.',
    },
    {
      question: 'What is Cannon Clash?',
      answer:
        'Cannon Clash is our own two-player tower game, played in the browser with nothing to download. Drag to move your cannon and press to fire minions; destroy the two side towers first, then the centre tower.',
    },
    {
      question: 'How does a Cannon Clash tournament work?',
      answer:
        'It is a progressive one-against-one knockout. Winners advance and losers are eliminated. The next round is played the next day at the same time, with a new Room ID sent by text message, until one winner remains.',
    },
    {
      question: 'What happens if my opponent does not show up?',
      answer:
        'If your opponent does not join the match, you win automatically and advance to the next round.',
    },
    {
      question: 'What happens if I miss my match?',
      answer:
        'Missing a match means elimination, and eliminated players cannot rejoin the tournament. Keep an eye on your text messages for the Room ID and the match time.',
    },
    {
      question: 'How do I receive my tournament prize?',
      answer:
        'Prize money from tournaments is credited instantly to your wallet as soon as the results are in.',
    },
  ],
};

const TASK_FAQS: FaqGroup = {
  title: 'Daily tasks and streak',
  items: [
    {
      question: 'What are daily gaming tasks?',
      answer:
        'Every day there is a challenge for the game you chose. Complete it in the game, take a screenshot and submit it with Submit Entry. You earn the task credits once your entry is approved.',
    },
    {
      question: 'Can I submit a daily task more than once?',
      answer:
        'No. A daily task can be submitted once per day and there is no resubmission, so check your screenshot before sending it.',
    },
    {
      question: 'Which screenshots can I upload?',
      answer: 'Screenshots must be PNG, JPG or JPEG images and smaller than 2 MB.',
    },
    {
      question: 'What is the daily login streak?',
      answer:
        'Check in every day with the Check in Rewards button to claim that day\u2019s credits. Each day of an unbroken streak is worth more than the day before.',
    },
    {
      question: 'When does my streak reset?',
      answer:
        'Your streak goes back to Day 1 if you miss a day, and it also starts again at Day 1 after 30 days.',
    },
    {
      question: 'What are game challenges?',
      answer:
        'Gaming Tasks lists challenges for each game. Some ask for a screenshot, while our in-house games, Aim Train and Puzzle Mania, are played right in the browser with Play Now.',
    },
    {
      question: 'How often can I play an Aim Train level?',
      answer:
        'Aim Train has 25 levels. Each level can be played once per calendar day, and every level you pass adds its credits to your account.',
    },
    {
      question: 'Do I need to download anything to play the in-house games?',
      answer:
        'No. Aim Train, Puzzle Mania and Cannon Clash all run in your phone or computer browser, so there is nothing to download or install.',
    },
    {
      question: 'How does Puzzle Mania work?',
      answer:
        'Rotate the tiles until the picture is complete, within the allowed number of moves. There are three levels: Easy (3x3), Medium (4x4) and Hard (5x5).',
    },
  ],
};

const CREDIT_FAQS: FaqGroup = {
  title: 'Credits and rewards',
  items: [
    {
      question: 'How do I earn credits?',
      answer:
        'You earn credits by completing daily tasks and game challenges, by keeping your daily login streak and in weekly tournaments.',
    },
    {
      question: 'Do my credits expire?',
      answer: 'No. Credits never expire, so you can save them up for a bigger reward.',
    },
    {
      question: 'Can I exchange credits for money?',
      answer:
        'No. Credits have no monetary value and cannot be exchanged for cash. They can only be redeemed for the rewards shown on the Rewards page.',
    },
    {
      question: 'How do I redeem a reward?',
      answer:
        'Open Rewards, choose a reward and press Redeem. Fill in your name and e-mail address (and your PUBG ID for PUBG Mobile rewards), then press Claim.',
    },
    {
      question: 'When will I receive my reward?',
      answer:
        'Our team contacts you within 24 hours. Business hours are Monday to Friday, 9:00 AM to 10:00 PM; requests made after 10:00 PM on Friday are processed the following Monday.',
    },
    {
      question: 'Why does a PUBG Mobile reward ask for my PUBG ID?',
      answer:
        'UC is delivered straight to your game account, so we need your PUBG ID. It is the number shown in your PUBG Mobile profile and has 4 to 15 digits.',
    },
    {
      question: 'How does the leaderboard work?',
      answer:
        'The leaderboard ranks players by the credits they have earned. The top three stand on the podium, and you can open any other row to see that player\u2019s tournaments, challenges and redeemed items.',
    },
  ],
};

function accountFaqs({ productName, supportEmail }: FaqContacts): FaqGroup {
  return {
    title: 'Subscription and account',
    items: [
      {
        question: `What is ${productName}?`,
        answer: `${productName} is the gaming portal of your mobile network for its prepaid and postpaid subscribers. You can join weekly and ESL tournaments, complete daily gaming tasks, keep a daily login streak, earn credits and redeem them for rewards, follow the leaderboard and watch game highlights.`,
      },
      {
        question: `Who can use ${productName}?`,
        answer: `${productName} is open to prepaid and postpaid subscribers of the network. Your mobile number identifies your account, so there is no separate password to remember.`,
      },
      {
        question: 'Is there a free trial?',
        answer:
          'Yes. When you subscribe for the first time you get a one-day free trial with full access to every feature.',
      },
      {
        question: 'How much does the subscription cost after the trial?',
        answer:
          'After the one-day free trial, prepaid subscribers pay Rs 10 per day and postpaid subscribers pay Rs 167 plus tax per month.',
      },
      {
        question: 'How do I subscribe?',
        answer: `Subscribing happens only on the web. Open the ${productName} landing page, enter your operator number and start your free trial; you are then taken straight into the portal.`,
      },
      {
        question: 'How do I unsubscribe?',
        answer:
          'Unsubscribing also happens only on the web. Open Profile, choose Unsubscribe under Account actions and confirm. Your subscription ends at once and you are taken to the landing page.',
      },
      {
        question: 'I came from a partner game platform. Why can I not log out or unsubscribe here?',
        answer:
          'Accounts that enter through the partner platform are managed by that platform, so the Unsubscribe and Logout options of the profile menu are not available to them.',
      },
      {
        question: 'How do I change my name, picture or other details?',
        answer:
          'Open Profile and choose Edit Profile. You can change your username, e-mail address, gender, bio, date of birth and profile picture. The picture must be an image file of at most 2 MB.',
      },
      {
        question: 'How do I contact support?',
        answer: `Write to us at ${supportEmail}. Please include your mobile number and a short description of the problem so that we can help you quickly.`,
      },
    ],
  };
}

export function faqGroups(contacts: FaqContacts = productConfig): FaqGroup[] {
  return [accountFaqs(contacts), TOURNAMENT_FAQS, TASK_FAQS, CREDIT_FAQS];
}
