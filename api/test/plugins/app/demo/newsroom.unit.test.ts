import { parseTopicQuery, splitWords, type QueryNode } from '../../../../src/news/topic-query';
import { DEMO_SOURCES, DEMO_TOPICS, demoItem } from '../../../../src/plugins/app/demo/newsroom';

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
});
