import {
  cloneElement,
  createElement,
  Fragment,
  isValidElement,
  useRef,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import i18next, { type TFunction } from 'i18next';

import { initI18n } from './i18n';

// ----------------------------------------------------------------------
// React's view of the one i18next instance (docs/decisions/0036-the-sign-in-page-within-its-budgets.md): the two
// things the apps read texts with, `useTranslation` and `Trans`, written over
// i18next's own API in place of react-i18next, whose 8.5 KiB (gzip, with its
// HTML parser) every page loaded for these two.
//
// `useTranslation(namespace)` gives a `t` bound to the namespace, renders
// again when the language changes or texts are added, and suspends while the
// namespace's texts in the current language load. Its state is the i18next
// instance's, so each app's copy of this module reads the same.

/** Bumped whenever what `t` answers may have changed: a new language, or texts added. */
let revision = 0;
const listeners = new Set<() => void>();
let boundTo: object | null = null;

function subscribe(listener: () => void): () => void {
  // Bound once per store (a test's reset makes a new one).
  if (boundTo !== i18next.store) {
    boundTo = i18next.store;
    const bump = () => {
      revision += 1;
      listeners.forEach((notify) => notify());
    };
    i18next.on('languageChanged', bump);
    i18next.store.on('added', bump);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** One pending load per language and namespace, so every suspended reader waits on the same promise. */
const loading = new Map<string, Promise<void>>();

function load(language: string, namespace: string): Promise<void> {
  const key = `${language}|${namespace}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = i18next.loadNamespaces(namespace).finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

interface Snapshot {
  t: TFunction;
  language: string;
  namespace: string;
  keyPrefix: string | undefined;
  ready: boolean;
  revision: number;
}

export interface UseTranslationResult {
  /** Translates a key of the namespace; changes when the language does. */
  t: TFunction;
  /** The shared instance (its `language`, `on`/`off`). */
  i18n: typeof i18next;
}

/**
 * `t` for one namespace (the shell's when none is given), in the current
 * language. Suspends while that language's texts for the namespace load; the
 * English fallback shows for a key a translation lacks.
 */
export function useTranslation(namespace?: string, options: { keyPrefix?: string } = {}): UseTranslationResult {
  initI18n();
  const ns = namespace ?? (i18next.options.defaultNS as string);
  const { keyPrefix } = options;
  const last = useRef<Snapshot | null>(null);

  const getSnapshot = (): Snapshot => {
    const { language } = i18next;
    const ready = i18next.hasLoadedNamespace(ns);
    const previous = last.current;
    if (
      previous &&
      previous.language === language &&
      previous.namespace === ns &&
      previous.keyPrefix === keyPrefix &&
      previous.ready === ready &&
      previous.revision === revision
    )
      return previous;
    last.current = { t: i18next.getFixedT(language, ns, keyPrefix), language, namespace: ns, keyPrefix, ready, revision };
    return last.current;
  };

  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  // React shows the nearest Suspense fallback and renders again once the texts are in.
  if (!snapshot.ready) throw load(snapshot.language, ns);
  return { t: snapshot.t, i18n: i18next };
}

// ----------------------------------------------------------------------

/** Tags the texts may use without a component for them. */
const BASIC_TAGS = new Set(['br', 'strong', 'em', 'i', 'b', 'p']);

/** Brackets a value's index in the text, so a value is never read as markup. */
const MARK = '\uE000';
const MARKED = /\uE000(\d+)\uE000/g;

type Components = Readonly<Record<string, ReactElement>> | readonly ReactElement[];

export interface TransProps {
  /** The `t` of the namespace the key is in (from `useTranslation`). */
  t: TFunction;
  i18nKey: string;
  /** Interpolated as text, whatever they contain. */
  values?: Readonly<Record<string, string | number>>;
  /** Chooses the plural form (and is `{{count}}` in the text). */
  count?: number;
  /**
   * The elements the text's tags stand for: `<email>…</email>` or `<1>…</1>`
   * takes `components.email` or `components[1]`, with the tag's content as
   * its children.
   */
  components?: Components;
}

interface ElementNode {
  tag: string;
  children: Array<string | ElementNode>;
}

/** Reads the text's tags into a tree; a stray closing tag is kept as text. */
function parse(text: string): ElementNode {
  const root: ElementNode = { tag: '', children: [] };
  const stack = [root];
  const tags = /<(\/?)([A-Za-z0-9_]+)\s*(\/?)>/g;
  let at = 0;
  for (let match = tags.exec(text); match; match = tags.exec(text)) {
    const [whole, closing, tag = '', selfClosing] = match;
    const top = stack[stack.length - 1]!;
    if (match.index > at) top.children.push(text.slice(at, match.index));
    at = match.index + whole.length;
    if (closing) {
      if (stack.length > 1 && top.tag === tag) stack.pop();
      else top.children.push(whole);
    } else {
      const node: ElementNode = { tag, children: [] };
      top.children.push(node);
      if (!selfClosing) stack.push(node);
    }
  }
  if (at < text.length) stack[stack.length - 1]!.children.push(text.slice(at));
  return root;
}

function render(node: string | ElementNode, components: Components, values: ReadonlyArray<string | number>, key: number): ReactNode {
  if (typeof node === 'string') return node.replace(MARKED, (_, index: string) => String(values[Number(index)]));
  const children = node.children.map((child, index) => render(child, components, values, index));
  const component = (components as Record<string, ReactElement | undefined>)[node.tag];
  if (isValidElement(component)) return cloneElement(component, { key }, ...children);
  if (BASIC_TAGS.has(node.tag)) return createElement(node.tag, { key }, ...children);
  return createElement(Fragment, { key }, ...children);
}

/**
 * A text with elements inside it, translated whole so each language can
 * place them where its grammar wants: `"Use <email>{{email}}</email>"` with
 * `components={{ email: <strong /> }}`.
 */
export function Trans({ t, i18nKey, values = {}, count, components = {} }: TransProps) {
  const entries = Object.entries(values);
  const marks = Object.fromEntries(entries.map(([name], index) => [name, `${MARK}${index}${MARK}`]));
  const text = t(i18nKey, { ...marks, ...(count === undefined ? {} : { count }) });
  return render(
    parse(text),
    components,
    entries.map(([, value]) => value),
    0,
  );
}
