import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { apiClient } from '@portal/shared/api';
import { renderWithProviders } from '@portal/shared/testing';
import { latinWords, screenText, toEnglish, toUrdu } from '../../../testing/urdu';
import { GameHighlightsPage } from './game-highlights-page';
import { HighlightsPage } from './highlights-page';

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
});
