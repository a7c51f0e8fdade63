import { expect, test, type Page } from '@playwright/test';
import { loginThroughLanding } from '../support/subscriber';
import { type ProfileEdit, RewardsRemote } from '../pages/mfe-rewards';

// /edit-profile's refusals against the real api: each is said in the page, and nothing is saved.
test.describe.configure({ timeout: 150_000 });

const EDIT: ProfileEdit = {
  username: 'someone',
  email: 'someone@example.com',
  gender: 'female',
  bio: '',
  dateOfBirth: '2000-02-29',
};

/** A new subscriber on /edit-profile. */
async function editProfile(page: Page): Promise<RewardsRemote> {
  await loginThroughLanding(page);
  const rewards = new RewardsRemote(page);
  await rewards.open('/edit-profile');
  return rewards;
}

test.describe('rewards: profile edits refused', () => {
  test('a file that is not an image is refused before anything is sent', async ({ page }) => {
    await editProfile(page);
    await page.getByLabel('Choose a profile image').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(page.getByRole('alert')).toHaveText('Please select a valid image file.');
  });

  test("a new subscriber's Save without a username and gender says 'Please fill in all fields.' in the page", async ({
    page,
  }) => {
    await editProfile(page);
    const sent: string[] = [];
    // The context sees the service worker's requests too.
    page.context().on('request', (r) => {
      if (r.url().includes('/user/profile/complete')) sent.push(r.url());
    });
    await page.getByRole('button', { name: 'Save' }).click();
    // The page's own words (not the browser's tooltip), and nothing goes to the api.
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields.');
    expect(sent).toEqual([]);
  });

  test("the leaderboard leader's username is refused to another subscriber, whatever its letter case", async ({
    page,
  }) => {
    const rewards = await editProfile(page);
    // The demo's leader, Ali Raza, is 'ali_raza'.
    await rewards.saveProfile({ ...EDIT, username: 'Ali_Raza' });
    await expect(page.getByRole('alert')).toHaveText('Failed to update profile: This username is taken.');
    expect((await rewards.apiProfile()).username).toBe('');
  });
});
