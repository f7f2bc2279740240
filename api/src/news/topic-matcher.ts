import type { Queryable } from '../db/database';
import { compileTopicQuery, type QueryNode } from './topic-query';

// ----------------------------------------------------------------------
// Stores topic matches: for one topic, the articles its query matches, among
// `articleIds` (new articles) or all articles (a topic just written).

export async function matchTopic(
  db: Queryable,
  topicId: string,
  ast: QueryNode,
  articleIds?: readonly string[],
): Promise<number> {
  const compiled = compileTopicQuery(ast, articleIds ? 2 : 1);
  const scope = articleIds ? 'a.id = ANY($2::uuid[]) AND ' : '';
  const { rowCount } = await db.query(
    `INSERT INTO article_topics (article_id, topic_id)
     SELECT a.id, $1 FROM articles a WHERE ${scope}${compiled.sql}
     ON CONFLICT DO NOTHING`,
    articleIds ? [topicId, articleIds, ...compiled.params] : [topicId, ...compiled.params],
  );
  return rowCount;
}
