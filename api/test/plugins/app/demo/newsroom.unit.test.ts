import { parseTopicQuery, splitWords, type QueryNode } from '../../../../src/news/topic-query';
import { DEMO_SOURCES, DEMO_TOPICS, demoItem, isPublished, wireOriginal } from '../../../../src/plugins/app/demo/newsroom';

// The demo articles match a topic by what their own story is about. Their
// bodies are stock sentences any story can carry; if one of those named a
// topic ("markets", "vote", "climate"), that topic would match a random share
// of every outlet's stories, and Monitor, the alerts and Explore would show
// storms under Economy and football under Elections.

/** The words a topic looks for in an article's text: its terms outside a NOT, each as its run of words. */
function termsOf(node: QueryNode): string[][] {
  if (node.type === 'and' || node.type === 'or') return node.children.flatMap(termsOf);
  if (node.type === 'term' && node.field === 'text') return [node.words];
  return [];
}

/** Whether `words` appear in `text` as a run, as the topic matcher reads them. */
function containsRun(text: string[], words: string[]): boolean {
  return text.some((_, start) => words.every((word, i) => text[start + i] === word));
}

describe('demo newsroom', () => {
  it('writes no topic word into a story’s stock body sentences', () => {
    const terms = DEMO_TOPICS.flatMap((topic) => termsOf(parseTopicQuery(topic.query)).map((words) => ({ topic: topic.name, words })));
    const found = new Set<string>();
    for (const source of DEMO_SOURCES) {
      for (let index = 0; index < 300; index += 1) {
        const item = demoItem(source, index);
        for (const sentence of item.html.replace(/<[^>]+>/g, ' ').split(/(?<=[.!?؟])\s+/)) {
          const words = splitWords(sentence);
          for (const { topic, words: run } of terms) if (containsRun(words, run)) found.add(`${topic}: “${sentence.trim()}”`);
        }
      }
    }
    expect([...found]).toEqual([]);
  });
  it('has two outlets carry some of the agency’s stories at the agency’s own URL', () => {
    const carriers = new Map<string, string[]>(); // agency URL → the outlets whose item links to it
    for (const source of DEMO_SOURCES) {
      const paths = new Set<string>();
      let copies = 0;
      // 1,000 items of an outlet are several months; 50 are enough to see an outlet carries no copy.
      const items = source.slug === 'pacific-tribune' || source.slug === 'the-civic-post' ? 1000 : 50;
      for (let index = 0; index < items; index += 1) {
        const item = demoItem(source, index);
        // An outlet never links two of its items to one URL (the second would be dropped as its duplicate).
        expect(paths.has(item.path)).toBe(false);
        paths.add(item.path);
        const wire = wireOriginal(source, index);
        if (!wire) continue;
        copies += 1;
        const original = demoItem(wire.source, wire.index);
        expect(isPublished(wire.source, wire.index)).toBe(true);
        // The same story (language, time window), the agency's page, the outlet's own headline and GUID.
        expect(item).toMatchObject({ path: original.path, html: original.html, storyKey: original.storyKey });
        expect(item.guid).toBe(`demo:${source.slug}:${index}`);
        if (isPublished(source, index)) carriers.set(item.path, [...(carriers.get(item.path) ?? []), source.slug]);
      }
      if (copies > 0) expect(copies).toBeGreaterThan(100);
    }
    const outlets = new Set([...carriers.values()].flat());
    expect(outlets).toEqual(new Set(['pacific-tribune', 'the-civic-post']));
  });
});
