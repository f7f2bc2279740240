import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';

import { addEnglishTexts, changeLanguage, initI18n, registerTexts } from './i18n';
import { Trans, useTranslation } from './react';

// ----------------------------------------------------------------------

const NS = 'react-binding-test';

registerTexts(NS, {
  en: {
    greeting: 'Hello',
    hint: 'Sign in as <email>{{email}}</email>, then press <1>Go</1>.',
    query: 'No results for <1>{{query}}</1>',
    found_one: '{{total}} article',
    found_other: '{{total}} articles',
    basic: 'Plain <strong>bold</strong> and <unknown>kept as text</unknown>',
    stray: 'A </b> stray tag',
  },
  fr: () => Promise.resolve({ greeting: 'Bonjour' }),
  ar: () => Promise.resolve({}),
});

function Greeting() {
  const { t } = useTranslation(NS);
  return <p>{t('greeting')}</p>;
}

function Later() {
  const { t } = useTranslation(NS);
  return <p>{t('later', { defaultValue: 'missing' })}</p>;
}

function TransOf(props: Omit<Parameters<typeof Trans>[0], 't'>) {
  const { t } = useTranslation(NS);
  return (
    <p data-testid="text">
      <Trans t={t} {...props} />
    </p>
  );
}

describe('useTranslation', () => {
  beforeAll(() => initI18n());
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('reads its namespace, and renders again in the language chosen', async () => {
    render(<Greeting />);
    expect(screen.getByText('Hello')).toBeTruthy();
    await act(() => changeLanguage('fr'));
    expect(screen.getByText('Bonjour')).toBeTruthy();
  });

  it('suspends while a namespace registered later loads its texts in the current language', async () => {
    await act(() => changeLanguage('fr'));
    // A remote whose code arrives after the switch, its French still on the way.
    let resolveFrench: (texts: object) => void = () => undefined;
    registerTexts('react-binding-later', {
      en: { title: 'Later' },
      fr: () => new Promise((resolve) => (resolveFrench = resolve)),
      ar: () => Promise.resolve({}),
    });
    function Title() {
      const { t } = useTranslation('react-binding-later');
      return <h1>{t('title')}</h1>;
    }

    // React's act() would wait for the suspended texts: this render runs as in a browser.
    const globals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = globals.IS_REACT_ACT_ENVIRONMENT;
    globals.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      render(
        <Suspense fallback={<p>Loading texts</p>}>
          <Title />
        </Suspense>,
      );
      expect(await screen.findByText('Loading texts')).toBeTruthy();
      resolveFrench({ title: 'Plus tard' });
      expect(await screen.findByRole('heading', { name: 'Plus tard' })).toBeTruthy();
    } finally {
      globals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('renders again when texts are added to the namespace', () => {
    render(<Later />);
    expect(screen.getByText('missing')).toBeTruthy();
    act(() => addEnglishTexts(NS, { later: 'Added later' }));
    expect(screen.getByText('Added later')).toBeTruthy();
  });
});

describe('Trans', () => {
  beforeAll(() => initI18n());

  it('puts the named and numbered elements where the text places them', () => {
    render(<TransOf i18nKey="hint" values={{ email: 'admin@mediawatch.local' }} components={{ email: <strong />, 1: <em /> }} />);
    const text = screen.getByTestId('text');
    expect(text.textContent).toBe('Sign in as admin@mediawatch.local, then press Go.');
    expect(text.querySelector('strong')?.textContent).toBe('admin@mediawatch.local');
    expect(text.querySelector('em')?.textContent).toBe('Go');
  });

  it('shows a value as text, even when it looks like markup', () => {
    render(<TransOf i18nKey="query" values={{ query: '<b>war</b> & <1>peace</1>' }} components={{ 1: <strong /> }} />);
    const text = screen.getByTestId('text');
    expect(text.querySelector('strong')?.textContent).toBe('<b>war</b> & <1>peace</1>');
    expect(text.querySelector('b')).toBeNull();
  });

  it('chooses the plural form by count', () => {
    const { rerender } = render(<TransOf i18nKey="found" count={1} values={{ total: '1' }} />);
    expect(screen.getByTestId('text').textContent).toMatch(/^1 article$/);
    rerender(<TransOf i18nKey="found" count={1200} values={{ total: '1,200' }} />);
    expect(screen.getByTestId('text').textContent).toMatch(/^1,200 articles$/);
  });

  it('keeps basic tags, reads an unknown tag as its content, and a stray closing tag as text', () => {
    const { rerender } = render(<TransOf i18nKey="basic" />);
    const text = screen.getByTestId('text');
    expect(text.querySelector('strong')?.textContent).toBe('bold');
    expect(text.textContent).toBe('Plain bold and kept as text');
    expect(text.querySelector('unknown')).toBeNull();
    rerender(<TransOf i18nKey="stray" />);
    expect(screen.getByTestId('text').textContent).toBe('A </b> stray tag');
  });
});
