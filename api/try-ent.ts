import fs from 'node:fs';
import { extractEntities } from './src/news/entities';
import { nameKey } from './src/news/entities/normalize';
const items = fs.readFileSync('bench/entities/sample.jsonl', 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((i: any) => i.language === 'en');
const fp: string[] = []; const fn: string[] = [];
for (const item of items) {
  const found = extractEntities('', item.text, 'en').filter((e) => e.kind === 'place');
  const gold = item.entities.filter((e: any) => e.kind === 'place').map((e: any) => nameKey(e.text));
  for (const e of found) if (!gold.includes(nameKey(e.name)) ) fp.push(`${e.name} [${e.key}] <- ${item.text.slice(0, 90)}`);
  const goldAll = item.entities.map((e: any) => `${e.kind}:${e.text}`).join(', ');
  if (found.length && fp.length < 40 && !gold.length) fp.push(`   gold: ${goldAll}`);
}
console.log(fp.slice(0, 60).join('\n'));
