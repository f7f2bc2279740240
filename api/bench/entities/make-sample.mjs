#!/usr/bin/env node
// Makes sample.jsonl from the Universal NER PUD test files (IOB2), see README.md:
//   node make-sample.mjs en_pud-ud-test.iob2 de_pud-ud-test.iob2 pt_pud-ud-test.iob2 > sample.jsonl
// Keeps the news sentences (sent_id n…), one JSON line each: the language, the
// sentence's id and text, and its gold entities (text and kind: PER person,
// ORG org, LOC place), in order.
import { readFileSync } from 'node:fs';

const KINDS = { PER: 'person', ORG: 'org', LOC: 'place' };

for (const file of process.argv.slice(2)) {
  const language = file.split('/').pop().slice(0, 2);
  for (const block of readFileSync(file, 'utf8').split(/\n\s*\n/)) {
    const id = /# sent_id = (\S+)/.exec(block)?.[1];
    const text = /# text = (.+)/.exec(block)?.[1];
    if (!id || !text || !id.startsWith('n')) continue;
    const entities = [];
    let current = null;
    for (const line of block.split('\n')) {
      if (!line || line.startsWith('#')) continue;
      const [, token, tag] = line.split('\t');
      if (tag?.startsWith('B-')) {
        current = { text: token, kind: KINDS[tag.slice(2)] };
        entities.push(current);
      } else if (tag?.startsWith('I-') && current) {
        current.text += ` ${token}`;
      } else current = null;
    }
    // Tokens were split on spaces and punctuation: the gold text is found again in the sentence where it can be.
    for (const entity of entities) {
      const loose = entity.text.replace(/ ([.,'’-]) ?/g, '$1').replace(/ /g, ' ');
      if (!text.includes(entity.text) && text.includes(loose)) entity.text = loose;
    }
    console.log(JSON.stringify({ language, id, text, entities: entities.filter((entity) => entity.kind) }));
  }
}
