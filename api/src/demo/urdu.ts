// The demo catalogue's names in Urdu, by their English text, as a Pakistani telecom app would write
// them. Game titles that are brands (PUBG Mobile, Free Fire, Aim Train...) stay in Latin letters,
// as players know them; so do UC and the game titles inside other names.

const NAMES: Record<string, string> = {
  // games (the brand titles have none: subscribers in Urdu see them as they are)
  Minecraft: 'مائن کرافٹ',
  // tournaments
  'PUBG Mobile Weekly Showdown': 'PUBG Mobile ہفتہ وار معرکہ',
  'Free Fire Clash Squad Cup': 'Free Fire کلیش اسکواڈ کپ',
  'Clash Royale Credits Cup': 'Clash Royale کریڈٹس کپ',
  'Call of Duty Sunday Cup': 'Call of Duty اتوار کپ',
  'PUBG Mobile Night Live': 'PUBG Mobile رات کا لائیو مقابلہ',
  'Free Fire Legends': 'Free Fire کے سورما',
  'Cannon Clash Weekly Knockout': 'Cannon Clash ہفتہ وار ناک آؤٹ',
  'Cannon Clash Live Knockout': 'Cannon Clash لائیو ناک آؤٹ',
  'Cannon Clash Season Opener': 'Cannon Clash سیزن کا پہلا مقابلہ',
  'Aim Train Speed Cup': 'Aim Train تیز رفتار کپ',
  // rewards
  'PUBG Mobile 60 UC': 'PUBG Mobile کے 60 UC',
  'PUBG Mobile 325 UC': 'PUBG Mobile کے 325 UC',
  'PUBG Mobile 660 UC': 'PUBG Mobile کے 660 UC',
  'PUBG Mobile 1800 UC': 'PUBG Mobile کے 1800 UC',
  'Free Fire 100 Diamonds': 'Free Fire کے 100 ڈائمنڈز',
  'Free Fire 310 Diamonds': 'Free Fire کے 310 ڈائمنڈز',
  'Gaming Mouse': 'گیمنگ ماؤس',
  'Gaming Headset': 'گیمنگ ہیڈسیٹ',
  'Mechanical Keyboard': 'مکینیکل کی بورڈ',
  'Mobile Gaming Triggers': 'موبائل گیمنگ ٹرگرز',
  'Mobile Game Controller': 'موبائل گیم کنٹرولر',
  'Gaming Mouse Pad': 'گیمنگ ماؤس پیڈ',
  'Phone Cooling Fan': 'موبائل کولنگ فین',
  'Power Bank 10000 mAh': 'پاور بینک (10000 ملی ایمپیئر آور)',
  'Bluetooth Earbuds': 'بلوٹوتھ ایئربڈز',
  // daily tasks
  'Win a Classic match in Erangel': 'ایرانگل میں کلاسک میچ جیتیں',
  'Get 5 kills in one match': 'ایک میچ میں 5 کِلز کریں',
  'Survive to the top 10': 'آخری 10 تک زندہ رہیں',
  'Get a Booyah in Battle Royale': 'بیٹل رائل میں بویاہ حاصل کریں',
  'Deal 1,500 damage in one match': 'ایک میچ میں 1,500 ڈیمیج کریں',
  'Win a Team Deathmatch': 'ٹیم ڈیتھ میچ جیتیں',
  'Get a 5 kill streak': 'لگاتار 5 کِلز کریں',
  'Win 3 battles in a row': 'لگاتار 3 مقابلے جیتیں',
  // game challenges: names and objectives
  'Chicken Dinner': 'چکن ڈنر',
  'Win a Classic match and upload the result screen': 'کلاسک میچ جیتیں اور نتیجے کی اسکرین اپ لوڈ کریں',
  Sharpshooter: 'ماہر نشانے باز',
  'Get 3 headshot kills in one match': 'ایک میچ میں 3 ہیڈ شاٹ کِلز کریں',
  Medic: 'مسیحا',
  'Revive 2 teammates in one match': 'ایک میچ میں 2 ساتھیوں کو دوبارہ اٹھائیں',
  'Booyah Hunter': 'بویاہ کا شکاری',
  'Get a Booyah and upload the result screen': 'بویاہ حاصل کریں اور نتیجے کی اسکرین اپ لوڈ کریں',
  'Gloo Wall Master': 'گلو وال کا ماہر',
  'Win a Clash Squad round': 'کلیش اسکواڈ کا ایک راؤنڈ جیتیں',
  MVP: 'میچ کا بہترین کھلاڑی',
  'Finish a multiplayer match as MVP': 'ملٹی پلیئر میچ میں بہترین کھلاڑی بنیں',
  'Season Opener': 'سیزن کا آغاز',
  'Play a ranked match in season 1': 'سیزن 1 میں رینکڈ میچ کھیلیں',
  // highlight videos
  'PUBG Mobile: clutch 1v4 in the final circle': 'PUBG Mobile: آخری دائرے میں اکیلا چار پر بھاری',
  'PUBG Mobile: weekly tournament final highlights': 'PUBG Mobile: ہفتہ وار ٹورنامنٹ کے فائنل کی جھلکیاں',
  'Free Fire: Booyah with 15 kills': 'Free Fire: 15 کِلز کے ساتھ بویاہ',
  'Free Fire: Clash Squad comeback': 'Free Fire: کلیش اسکواڈ میں شاندار واپسی',
  'Call of Duty: nuke streak on Nuketown': 'Call of Duty: نیوک ٹاؤن پر نیوک اسٹریک',
  'Aim Train: level 25 perfect run': 'Aim Train: لیول 25 بغیر کسی غلطی کے',
  'Cannon Clash: final of the weekly knockout': 'Cannon Clash: ہفتہ وار ناک آؤٹ کا فائنل',
  'Cannon Clash: centre tower in 40 seconds': 'Cannon Clash: 40 سیکنڈ میں درمیانی ٹاور',
};

/** The Urdu of a demo name; null for the brand game titles, shown as they are. */
export const urdu = (english: string): string | null => NAMES[english] ?? null;

const PUZZLE_GRIDS: Record<string, string> = { Easy: 'آسان', Medium: 'درمیانہ', Hard: 'مشکل' };

/** Aim Train's level challenge n in Urdu: its name and objective. */
export const aimLevelUrdu = (n: number) => ({
  name_ur: `لیول ${n} پاس کریں`,
  objective_ur: `Aim Train کا لیول ${n} پاس کریں`,
});

/** Puzzle Mania's level challenge in Urdu ('Easy', 3 for a 3x3 grid; moves allowed). */
export const puzzleLevelUrdu = (level: number, grade: string, size: number, moves: number) => {
  const word = PUZZLE_GRIDS[grade] ?? grade;
  return {
    name_ur: `لیول ${level}: ${word} (${size}×${size})`,
    objective_ur: `${word} پزل ${moves} چالوں کے اندر حل کریں`,
  };
};
