import { cleanup, screen } from '@testing-library/react';
import { changeLanguage } from '@mediawatch/shared';
import { renderWithProviders } from '@mediawatch/shared/testing';

import ThinkboardPage from '../../pages/thinkboard-page';

// ----------------------------------------------------------------------

// Unmounted first: the switch back re-renders nothing.
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('The pages still to be built', () => {
  it('say what they will do, under their navigation title', () => {
    renderWithProviders(<ThinkboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'ThinkBoard' })).toBeInTheDocument();
    expect(screen.getByText(/^A canvas of cards/)).toBeInTheDocument();
    expect(document.title).toBe('ThinkBoard | Mediawatch');
  });

  it('in French', async () => {
    await changeLanguage('fr');
    renderWithProviders(<ThinkboardPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'ThinkBoard' })).toBeInTheDocument();
    expect(screen.getByText(/^Un canevas de cartes/)).toBeInTheDocument();
  });

  it('in Arabic', async () => {
    await changeLanguage('ar');
    renderWithProviders(<ThinkboardPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'لوحة الأفكار' })).toBeInTheDocument();
    expect(screen.getByText(/^لوحة من البطاقات/)).toBeInTheDocument();
  });
});
