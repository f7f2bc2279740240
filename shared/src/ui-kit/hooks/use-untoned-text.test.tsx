import { cleanup, screen } from '@testing-library/react';

import { changeLanguage } from '@mediawatch/shared';
import { renderWithProviders } from '../../testing/render';
import { textsMismatches } from '../translation/texts-in';
import { uiAr } from '../texts/ar';
import { uiEn } from '../texts/en';
import { uiFr } from '../texts/fr';
import { useUntonedText } from './use-untoned-text';

// ----------------------------------------------------------------------

function Line({ count }: { count: number }) {
  const text = useUntonedText()(count);
  return <p>{text ?? 'every article had a tone'}</p>;
}

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('useUntonedText', () => {
  it('says how many articles had no tone, in each plural form of English, French and Arabic', async () => {
    renderWithProviders(<Line count={1} />);
    expect(await screen.findByText('1 article had no tone (language not analysed)')).toBeTruthy();
    cleanup();
    renderWithProviders(<Line count={1200} />);
    expect(await screen.findByText('1,200 articles had no tone (language not analysed)')).toBeTruthy();
    cleanup();

    await changeLanguage('fr');
    renderWithProviders(<Line count={1} />);
    expect(await screen.findByText('1 article sans tonalité (langue non analysée)')).toBeTruthy();
    cleanup();
    renderWithProviders(<Line count={12} />);
    expect(await screen.findByText('12 articles sans tonalité (langue non analysée)')).toBeTruthy();
    cleanup();

    await changeLanguage('ar');
    renderWithProviders(<Line count={1} />);
    expect(await screen.findByText('مقال واحد بلا نبرة (لغة غير محلَّلة)')).toBeTruthy();
    cleanup();
    renderWithProviders(<Line count={2} />);
    expect(await screen.findByText('مقالان بلا نبرة (لغة غير محلَّلة)')).toBeTruthy();
    cleanup();
    renderWithProviders(<Line count={5} />);
    expect(await screen.findByText(/مقالات بلا نبرة \(لغة غير محلَّلة\)$/)).toBeTruthy();
  });

  it('says nothing when every article had a tone', () => {
    renderWithProviders(<Line count={0} />);
    expect(screen.getByText('every article had a tone')).toBeTruthy();
  });

  it('has every plural form of its texts in each language', () => {
    expect(textsMismatches(uiEn, uiFr, 'fr')).toEqual([]);
    expect(textsMismatches(uiEn, uiAr, 'ar')).toEqual([]);
  });
});
