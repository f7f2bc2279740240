import { changeLanguage, usePlayerDockStore } from '@mediawatch/shared';
import { createQueryClient } from '@mediawatch/shared/queries';
import { axiosClient, renderWithProviders } from '@mediawatch/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosAdapter } from 'axios';

import { testPodcast as podcast } from '../test-podcast';
import { usePlayerStore } from '../use-player-store';
import { PodcastPlayerView } from './podcast-player-view';

const original = axiosClient.defaults.adapter;

function serve(status: number, data: unknown) {
  const adapter: AxiosAdapter = async (config) => {
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', String(status), config, undefined, response);
    return response;
  };
  axiosClient.defaults.adapter = adapter;
}

function renderPlayer() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <PodcastPlayerView />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  usePlayerStore.setState(usePlayerStore.getInitialState(), true);
  usePlayerDockStore.getState().setHidden(false);
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  axiosClient.defaults.adapter = original;
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('PodcastPlayer', () => {
  it('loads the list, selects the first, and has no wrap-around', async () => {
    serve(200, [podcast('a', 'First'), podcast('b', 'Second')]);
    renderPlayer();
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('player-title')).toHaveTextContent('Second');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByTestId('podcast-audio')).toHaveAttribute('preload', 'metadata');
    expect(screen.getByTestId('podcast-audio')).toHaveTextContent('Your browser does not support the audio element.');
  });

  it('plays and pauses the audio element', async () => {
    serve(200, [podcast('a', 'First')]);
    renderPlayer();
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
  });

  it('shows the default error text under the controls when the list fails without a message', async () => {
    serve(500, undefined);
    renderPlayer();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Failed to fetch podcasts');
  });

  it('loads no audio before play: no source, the stored duration; play sets the source and keeps it', async () => {
    serve(200, [podcast('a', 'First'), { ...podcast('b', 'Second'), durationSeconds: null }]);
    renderPlayer();
    await screen.findByText('First');
    const audio = screen.getByTestId('podcast-audio');
    expect(audio).not.toHaveAttribute('src');
    expect(screen.getByTestId('player-duration')).toHaveTextContent('1:00');
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(audio).toHaveAttribute('src', '/api/podcast/media/a.mp3');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(audio).toHaveAttribute('src', '/api/podcast/media/a.mp3');
    cleanup();

    // Without a stored duration, the element reads the file's metadata.
    usePlayerStore.setState(usePlayerStore.getInitialState(), true);
    serve(200, [{ ...podcast('c', 'Third'), durationSeconds: null }]);
    renderPlayer();
    await screen.findByText('Third');
    expect(screen.getByTestId('podcast-audio')).toHaveAttribute('src', '/api/podcast/media/c.mp3');
  });

  it('retries a failing audio 3 times, 1000 ms apart, then shows the error', async () => {
    serve(200, [podcast('a', 'First')]);
    renderPlayer();
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    jest.useFakeTimers();
    const audio = screen.getByTestId('podcast-audio');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      fireEvent.error(audio);
      expect(screen.queryByRole('alert')).toBeNull();
      act(() => jest.advanceTimersByTime(1000));
    }
    expect(HTMLMediaElement.prototype.load).toHaveBeenCalledTimes(3);
    fireEvent.error(audio);
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('The audio of this podcast could not be loaded.');
  });

  it('hides and shows with the button and the H key, remembered in localStorage', async () => {
    serve(200, [podcast('a', 'First')]);
    renderPlayer();
    await screen.findByText('First');
    await userEvent.click(screen.getByRole('button', { name: 'Hide player controls' }));
    expect(localStorage.getItem('podcast-player-hidden')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
    await userEvent.keyboard('h');
    expect(screen.getByRole('button', { name: 'Hide player controls' })).toBeInTheDocument();
    expect(localStorage.getItem('podcast-player-hidden')).toBe('false');
  });

  it('announces the selected track after 500 ms', async () => {
    serve(200, [podcast('a', 'First')]);
    renderPlayer();
    await screen.findByText('First');
    expect(await screen.findByText('Selected podcast: First by Desk', undefined, { timeout: 1500 })).toBeInTheDocument();
  });

  describe('in other languages', () => {
    // Unmounted first: the switch back re-renders nothing.
    afterEach(async () => {
      cleanup();
      await changeLanguage('en');
    });

    it('speaks French: controls, hide button, the audio fallback and the announcement', async () => {
      serve(200, [podcast('a', 'First'), podcast('b', 'Second')]);
      await changeLanguage('fr');
      const { user } = renderWithProviders(<PodcastPlayerView />);
      expect(await screen.findByText('First')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Lecture' })).toBeEnabled();
      // Shown from md and lg: jsdom applies no media query.
      expect(screen.getByRole('button', { name: 'Reculer de 10 secondes', hidden: true })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Avancer de 30 secondes', hidden: true })).toBeInTheDocument();
      expect(screen.getByRole('slider', { name: 'Position de lecture', hidden: true })).toBeInTheDocument();
      expect(screen.getByTestId('podcast-audio')).toHaveTextContent('Votre navigateur ne prend pas en charge l’élément audio.');
      expect(await screen.findByText('Podcast sélectionné : First, par Desk', undefined, { timeout: 1500 })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Masquer les commandes du lecteur' }));
      expect(screen.getByRole('button', { name: 'Afficher les commandes du lecteur' })).toBeInTheDocument();
      expect(screen.getByText('En pause : First')).toBeInTheDocument();
    });

    it('speaks Arabic, with its plural forms', async () => {
      serve(200, [podcast('a', 'First'), podcast('b', 'Second')]);
      await changeLanguage('ar');
      renderWithProviders(<PodcastPlayerView />);
      expect(await screen.findByText('First')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'إخفاء أدوات التحكم في المشغل' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'التالي' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'تشغيل' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'قائمة التشغيل' })).toBeEnabled();
      // 10 takes the "few" form, 30 the "many" one.
      expect(screen.getByRole('button', { name: 'رجوع 10 ثوانٍ', hidden: true })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'تقديم 30 ثانية', hidden: true })).toBeInTheDocument();
      expect(screen.getByTestId('podcast-audio')).toHaveTextContent('متصفحك لا يدعم عنصر الصوت.');
    });
  });
});
