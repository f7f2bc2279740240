import i18next, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';

import { remotePages, hostPages, type HostPageEntry } from '../federation/contract';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, storedLanguage, type LanguageCode } from './languages';
import { shellEn } from './shell/en';
import { loadOnce } from '../utils/load-once';

// ----------------------------------------------------------------------
// One i18next instance for the host and every remote: i18next is a shared
// singleton, and so is this package's entry with its `useTranslation`
// (./react.tsx), so `useTranslation()` in a remote reads the language the host chose (docs/decisions/0009-texts-and-languages.md).
//
// Each app owns its texts as a namespace: the shell (`shell`, here), each
// remote its own (`resources`, `workers`, ...), registered with
// `registerTexts` when the remote's code loads. English is bundled with the
// code that uses it (it is also the fallback); the other languages are
// separate chunks, fetched only when that language is in use, through the
// backend below. The navigation titles come from the contract table (`nav`).

/** Loads one namespace's texts in one language. */
export type TextsLoader = () => Promise<ResourceKey>;

/** A namespace's texts: English at hand, the other languages on demand. */
export type NamespaceTexts = { en: ResourceKey } & { [L in Exclude<LanguageCode, 'en'>]: TextsLoader };

const loaders = new Map<string, Partial<Record<LanguageCode, TextsLoader>>>();

/** An i18next backend that reads the loaders the apps registered. */
const registryBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const loader = loaders.get(namespace)?.[language as LanguageCode];
    // Nothing registered for that language: the English fallback shows.
    if (!loader) return callback(null, {});
    loader().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** The navigation titles of every page, from the contract table, as the `nav` namespace (keyed by page id). */
function navTexts(language: LanguageCode): Record<string, string> {
  const pages = [
    ...remotePages.map((page) => [page.id, page.entry.nav] as const),
    ...Object.entries(hostPages).map(([id, page]) => [id, (page as HostPageEntry).nav] as const),
  ];
  return Object.fromEntries(pages.filter(([, nav]) => nav).map(([id, nav]) => [id, nav!.title[language]]));
}

/**
 * Initializes the shared instance once (the host at start, a remote's own
 * harness when it runs alone); later calls return the same instance.
 */
export function initI18n(): typeof i18next {
  // A language other than English initializes once its texts are in: until then it is initializing.
  if (!i18next.isInitialized && !i18next.isInitializing) {
    registerLoaders('shell', {
      fr: () => import('./shell/fr').then((module) => module.shellFr),
      ar: () => import('./shell/ar').then((module) => module.shellAr),
    });
    void i18next.use(registryBackend).init({
      // English shell texts and every language's navigation titles are bundled.
      resources: Object.fromEntries(
        LANGUAGES.map(({ code }) => [code, { nav: navTexts(code), ...(code === 'en' ? { shell: shellEn } : {}) }]),
      ),
      partialBundledLanguages: true,
      lng: storedLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      defaultNS: 'shell',
      ns: ['shell', 'nav'],
      interpolation: { escapeValue: false },
      // English is bundled: ready synchronously; another language suspends
      // the components that read it until its chunk is in.
      initAsync: false,
    });
  }
  return i18next;
}

/** Each loader is retried after a failure, then forgotten, never remembered as failed (utils/load-once.ts). */
function registerLoaders(namespace: string, others: Partial<Record<LanguageCode, TextsLoader>>) {
  const retrying = Object.fromEntries(Object.entries(others).map(([language, loader]) => [language, loadOnce(loader)]));
  loaders.set(namespace, { ...loaders.get(namespace), ...retrying });
}

/**
 * Registers an app's texts under its namespace. Called once when a remote's
 * code loads (its `src/locales/index.ts`); then `useTranslation(namespace)`
 * reads them, and suspends while another language's chunk loads.
 */
export function registerTexts(namespace: string, texts: NamespaceTexts): void {
  const { en, ...others } = texts;
  initI18n();
  if (!i18next.hasResourceBundle('en', namespace)) i18next.addResourceBundle('en', namespace, en, true, true);
  registerLoaders(namespace, others);
}

/**
 * More of an app's English texts, merged into its namespace: a section's own,
 * added when the section's code loads, so a page does not download every other
 * page's texts with its own (docs/decisions/0057-texts-registered-by-sections.md).
 */
export function addEnglishTexts(namespace: string, texts: object): void {
  initI18n();
  i18next.addResourceBundle('en', namespace, texts, true, true);
}

/**
 * Loads the texts of every namespace registered so far in the current
 * language, so the components that read them render without suspending (the
 * host's first render waits for it). Never throws: a missing chunk shows English.
 */
export async function loadRegisteredTexts(): Promise<void> {
  // Before init, i18next never answers; nothing reads texts then anyway.
  if (!i18next.isInitialized) return;
  await i18next.loadNamespaces([...loaders.keys()]).catch(() => undefined);
}

/** Switches the language and keeps it for the next visits. */
export async function changeLanguage(language: LanguageCode): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this visit.
  }
  await i18next.changeLanguage(language);
}
