import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { apiClient } from '@portal/shared/api';
import { failedRequest, renderWithProviders } from '@portal/shared/testing';
import { GameHighlightsPage } from './game-highlights-page';
import { HighlightsPage } from './highlights-page';
import { HomeHighlights } from './home-highlights';

const games = [
  { id: 1, gameId: 1, game: 'PUBG Mobile' },
  { id: 7, gameId: 7, game: 'Cannon Clash' },
];
const videos = [
  {
    id: 1,
    title: 'PUBG Mobile: chicken dinner',
    link: 'https://www.youtube.com/watch?v=pzpubg00001',
    thumbnail: null,
    game: 'PUBG Mobile',
  },
  {
    id: 2,
    title: 'Cannon Clash: final',
    link: 'https://www.youtube.com/watch?v=pzcannon001',
    thumbnail: null,
    game: 'Cannon Clash',
  },
];

afterEach(() => {
  jest.restoreAllMocks();
});

describe('HighlightsPage', () => {
  it('shows one card per game linking to its videos', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: games } });
    renderWithProviders(<HighlightsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Highlights' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Cannon Clash' });
    expect(link).toHaveAttribute('href', '/game-highlights?gameId=7&gameName=Cannon+Clash');
  });

  it("shows 'Error: Failed to fetch game highlights' when success is not true", async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: false } });
    renderWithProviders(<HighlightsPage />);
    expect(await screen.findByText('Error: Failed to fetch game highlights')).toBeInTheDocument();
  });

  it("falls back to 'Failed to load game highlights' when the call fails without a message", async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('Network Error'));
    renderWithProviders(<HighlightsPage />);
    expect(await screen.findByText('Error: Failed to load game highlights')).toBeInTheDocument();
  });
});

describe('GameHighlightsPage', () => {
  it('shows the video grid and plays a video in the modal', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { success: true, data: [videos[0]] } });
    renderWithProviders(<GameHighlightsPage />, {
      route: '/game-highlights?gameId=1&gameName=PUBG%20Mobile',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'PUBG Mobile Highlights' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /PUBG Mobile: chicken dinner/ }));
    expect(post).toHaveBeenCalledWith('/v1/youtube-videos/game-videos', { gameId: 1 });
    const dialog = screen.getByRole('dialog', { name: 'PUBG Mobile: chicken dinner' });
    expect(within(dialog).getByTitle('PUBG Mobile: chicken dinner')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/pzpubg00001?autoplay=1&rel=0',
    );
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'No videos found for this game' for an empty list", async () => {
    jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { success: true, data: [] } });
    renderWithProviders(<GameHighlightsPage />, {
      route: '/game-highlights?gameId=4&gameName=Clash%20Royale',
    });
    expect(await screen.findByText('No videos found for this game')).toBeInTheDocument();
  });

  it("says 'Error: Failed to load game videos' when the call fails", async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(failedRequest(500));
    renderWithProviders(<GameHighlightsPage />, { route: '/game-highlights?gameId=4&gameName=X' });
    expect(await screen.findByText('Error: Failed to load game videos')).toBeInTheDocument();
  });

  it("says 'No game ID provided' without a game id", () => {
    const post = jest.spyOn(apiClient, 'post');
    renderWithProviders(<GameHighlightsPage />, { route: '/game-highlights' });
    expect(screen.getByText('Error: No game ID provided')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Game Highlights' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});

describe('HomeHighlights', () => {
  it('lists the videos with a play overlay, each linking to its game highlights', async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockImplementation(async (url: string) =>
        url === '/v1/youtube-videos'
          ? { data: { success: true, data: videos } }
          : { data: { success: true, data: games } },
      );
    renderWithProviders(<HomeHighlights />);
    expect(screen.getByRole('heading', { level: 2, name: 'Highlights' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Cannon Clash: final' });
    expect(await screen.findByRole('link', { name: 'Cannon Clash: final' })).toHaveAttribute(
      'href',
      '/game-highlights?gameId=7&gameName=Cannon+Clash',
    );
    expect(link.querySelector('.hl-play')).not.toBeNull();
  });

  it("shows 'Error: Failed to fetch highlights' when the list call is not a success", async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: false } });
    renderWithProviders(<HomeHighlights />);
    expect(await screen.findByText('Error: Failed to fetch highlights')).toBeInTheDocument();
  });

  it("shows 'Error: Failed to load highlights' when the call fails", async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(failedRequest(500));
    renderWithProviders(<HomeHighlights />);
    expect(await screen.findByText('Error: Failed to load highlights')).toBeInTheDocument();
  });
});
