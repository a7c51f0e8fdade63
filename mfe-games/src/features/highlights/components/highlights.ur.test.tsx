import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { apiClient } from '@portal/shared/api';
import { renderWithProviders } from '@portal/shared/testing';
import { latinWords, screenText, toEnglish, toUrdu } from '../../../testing/urdu';
import { GameHighlightsPage } from './game-highlights-page';
import { HighlightsPage } from './highlights-page';
import { HomeHighlights } from './home-highlights';

const video = {
  id: 8,
  title: 'Cannon Clash: centre tower in 40 seconds',
  titleUr: 'Cannon Clash: 40 سیکنڈ میں درمیانی ٹاور',
  link: 'https://www.youtube.com/watch?v=pzcannon002',
  thumbnail: null,
  game: 'Cannon Clash',
  gameUr: null,
};

beforeEach(() => toUrdu());
afterEach(async () => {
  jest.restoreAllMocks();
  await toEnglish();
});

describe('Highlights in Urdu', () => {
  it('lists the games under an Urdu heading', async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue({ data: { success: true, data: [{ id: 7, gameId: 7, game: 'Cannon Clash' }] } });
    renderWithProviders(<HighlightsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'ہائی لائٹس' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cannon Clash' })).toBeInTheDocument();
    expect(latinWords(screenText())).toEqual([]);
  });

  it("names a game's page and says an empty list in Urdu", async () => {
    jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { success: true, data: [] } });
    renderWithProviders(<GameHighlightsPage />, { route: '/game-highlights?gameId=4&gameName=Free%20Fire' });
    expect(screen.getByRole('heading', { level: 1, name: 'Free Fire کی ہائی لائٹس' })).toBeInTheDocument();
    expect(await screen.findByText('اس گیم کی کوئی ویڈیو نہیں ملی')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تمام ہائی لائٹس' })).toBeInTheDocument();
    expect(latinWords(screenText())).toEqual([]);
  });

  it("names the home block's videos by their Urdu titles", async () => {
    jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => ({
      data: { success: true, data: path.endsWith('/games') ? [] : [video] },
    }));
    renderWithProviders(<HomeHighlights />);
    expect(await screen.findByText(video.titleUr)).toBeInTheDocument();
    expect(screen.queryByText(video.title)).toBeNull();
  });

  it("names a game's videos and the player by their Urdu titles", async () => {
    jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { success: true, data: [video] } });
    renderWithProviders(<GameHighlightsPage />, {
      route: '/game-highlights?gameId=7&gameName=Cannon%20Clash',
    });
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(video.titleUr) }));
    const player = screen.getByRole('dialog', { name: video.titleUr });
    expect(within(player).getByTitle(video.titleUr)).toBeInTheDocument();
    expect(screen.queryByText(video.title)).toBeNull();
  });
});
