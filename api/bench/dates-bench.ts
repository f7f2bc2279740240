// The dates part of `npm run bench` (scripts/lib/bench-dates.mjs): the share
// of a public suite's date cases (feedparser's, api/bench/dates/README.md)
// that the one date parser reads right, to the second, and how many feed
// dates a second it reads. Prints its result as JSON on its last line.
import os from 'node:os';

import { parseFeedDate } from '../src/news/dates';
import { FEEDPARSER_DATE_CASES } from './dates/feedparser-date-cases';

const toSecond = (date: Date | null) => (date ? new Date(Math.floor(date.getTime() / 1000) * 1000).toISOString() : null);

function main() {
  const wrong = FEEDPARSER_DATE_CASES.filter((c) => toSecond(parseFeedDate(c.input)) !== c.expected).map((c) => c.input);
  const inputs = FEEDPARSER_DATE_CASES.map((c) => c.input);
  for (let i = 0; i < 200; i += 1) for (const input of inputs) parseFeedDate(input);
  const rounds = 2000;
  const started = performance.now();
  for (let i = 0; i < rounds; i += 1) for (const input of inputs) parseFeedDate(input);
  const seconds = (performance.now() - started) / 1000;
  const result = {
    cases: FEEDPARSER_DATE_CASES.length,
    right: FEEDPARSER_DATE_CASES.length - wrong.length,
    wrong,
    datesPerSecond: Math.round((rounds * inputs.length) / seconds),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
    },
  };
  console.log(JSON.stringify(result));
}

main();
