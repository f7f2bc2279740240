// The first load of the product's routes in Chromium (budgets: docs/decisions/0007-javascript-budgets.md),
// a part of `npm run bench`:
//  - cold cache, unthrottled: JavaScript bytes (raw, gzip, on the wire), scripts,
//    requests, time to first render, FCP and LCP, and which app served the bytes;
//  - cold cache with the CPU throttled 4x on a Fast 4G profile (40 ms latency,
//    9 Mbit/s down): the time until the page is usable;
//  - a second visit with a warm cache, not throttled (hashed chunks are
//    immutable; index.html, remotes.json and the manifests are revalidated).
// Each figure is the median of RUNS loads. Budgets are checked by the caller.
//
//   node scripts/lib/bench-routes.mjs           starts a stack on the built product, prints the section
//   node scripts/lib/bench-routes.mjs --write   and puts it in docs/benchmarks.md (replacing its last one)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

import { writeBenchmarkSection } from './api-bench.mjs';
import { API_PORT, APPS, DEMO_SIGN_IN } from './apps.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { DASHBOARD_PAGES, paramsOf } from './page-routes.mjs';
import { ROOT } from './pnpm.mjs';
import { startStack } from './stack.mjs';

const RUNS = 5;
const KiB = 1024;
const HOST = `http://localhost:${APPS[0].port}`;

/** Fast 4G as the issue names it, and a mid-range phone's CPU. */
const THROTTLE = { cpuRate: 4, latency: 40, download: (9 * 1024 * 1024) / 8, upload: (1.5 * 1024 * 1024) / 8 };

/**
 * The routes measured: their JavaScript budget (gzip, cold cache), what "usable"
 * means on each, and the time budgets throttled (cold) and on a second visit (warm).
 */
export const ROUTES = [
  {
    path: '/auth/jwt/login',
    signedIn: false,
    ready: [
      { role: 'heading', name: 'Sign in to your account' },
      { role: 'textbox', name: 'Email address' },
    ],
    budget: 250 * KiB,
    throttledBudgetMs: 1500,
    warmBudgetMs: 800,
  },
  {
    path: '/dashboard/reports',
    signedIn: true,
    ready: [
      { role: 'heading', name: 'Daily Report', level: 1 },
      { role: 'heading', name: 'Articles', level: 2 },
    ],
    budget: 400 * KiB,
    throttledBudgetMs: 2500,
    warmBudgetMs: 800,
  },
  {
    path: '/dashboard/group/sources',
    signedIn: true,
    ready: [
      { role: 'heading', name: 'Sources', level: 1 },
      { role: 'table', name: 'Sources' },
    ],
    budget: 450 * KiB,
  },
  {
    path: '/dashboard/related-articles',
    signedIn: true,
    ready: [{ role: 'heading', name: 'Explore', level: 1 }],
    budget: 450 * KiB,
  },
];

/** Every other dashboard page without a parameter (from the contract: page-routes.mjs): usable once its heading shows. */
export const DASHBOARD_PATHS = DASHBOARD_PAGES.filter((page) => paramsOf(page.route).length === 0)
  .map((page) => page.route)
  .filter((route) => !ROUTES.some((measured) => measured.path === route));

/** The ceiling of any dashboard route's JavaScript (gzip, cold cache; docs/decisions/0049-time-outs-measure-progress.md). */
export const DASHBOARD_BUDGET = 450 * KiB;

/**
 * The routes whose budgets `npm test` checks (e2e/tests/budgets.spec.ts): the
 * measured ones above and every other dashboard page, each against the
 * dashboard ceiling.
 */
export const BUDGET_ROUTES = [
  ...ROUTES,
  ...DASHBOARD_PATHS.map((path) => ({ path, signedIn: true, ready: [{ role: 'heading', level: 1 }], budget: DASHBOARD_BUDGET })),
];

/**
 * The footer player's own scripts (everything remote-player serves) on the
 * landing, and the audio it loads before anyone presses play (no more than the
 * duration needs, a few KiB; the demo's podcasts store theirs).
 */
export const PLAYER = {
  route: '/dashboard/reports',
  budget: 60 * KiB,
  audioBudget: 8 * KiB,
  origin: `http://localhost:${APPS.find((app) => app.name === 'remote-player').port}/`,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
const ms = (value) => `${Math.round(value)} ms`;

function appOf(url) {
  const port = Number(new URL(url).port);
  return APPS.find((app) => app.port === port)?.name ?? new URL(url).host;
}

/**
 * Runs in the page (an init script): notes the first frame in which every
 * element of `ready` is on screen, as `__usableAt`. Playwright's locators poll
 * with growing pauses (up to 500 ms between checks), so the time at which
 * `waitFor` returns can be half a second after the page was usable; this
 * watcher looks again at the next frame after each change of the document.
 */
function watchUsable(ready) {
  /* global document, MutationObserver, requestAnimationFrame */
  const textOf = (element) => {
    if (!element) return '';
    const copy = element.cloneNode(true);
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return copy.textContent.replace(/\s+/g, ' ').trim();
  };
  const labelOf = (element) => {
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const ids = element.getAttribute('aria-labelledby');
    return ids
      ? ids
          .split(/\s+/)
          .map((id) => textOf(document.getElementById(id)))
          .join(' ')
          .trim()
      : null;
  };
  const roles = {
    heading: { selector: 'h1,h2,h3,h4,h5,h6,[role="heading"]', name: (element) => labelOf(element) ?? textOf(element) },
    textbox: {
      selector: 'input:not([type]),input[type="text"],input[type="email"],input[type="search"],textarea,[role="textbox"]',
      name: (element) => labelOf(element) ?? [...(element.labels ?? [])].map(textOf).join(' ').trim(),
    },
    table: {
      selector: 'table,[role="table"],[role="grid"]',
      name: (element) => labelOf(element) ?? textOf(element.querySelector('caption')),
    },
  };
  const levelOf = (element) => Number(element.getAttribute('aria-level') ?? element.tagName.slice(1));
  const onScreen = ({ role, name, level }) =>
    [...document.querySelectorAll(roles[role].selector)].some(
      (element) =>
        element.checkVisibility() &&
        !element.closest('[aria-hidden="true"]') &&
        (name === undefined || roles[role].name(element) === name) &&
        (level === undefined || levelOf(element) === level),
    );
  let frame = 0;
  const check = (time) => {
    frame = 0;
    if (globalThis.__usableAt === undefined && ready.every(onScreen)) {
      globalThis.__usableAt = time;
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(() => {
    frame ||= requestAnimationFrame(check);
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
}

/** The time (ms from navigation start) of the first frame that showed the route's ready elements. */
async function waitUsable(page, route) {
  for (const { role, name, level } of route.ready)
    await page
      .getByRole(role, name === undefined ? { level } : { name, exact: true, level })
      .first()
      .waitFor({ timeout: 60_000 });
  const { usableAt, now } = await page.evaluate(() => ({ usableAt: globalThis.__usableAt, now: performance.now() }));
  if (usableAt !== undefined) return usableAt;
  console.warn(`  ${route.path}: the in-page watcher missed the ready elements; timed by Playwright instead.`);
  return now;
}

/**
 * Chromium's emulation of a link (DevTools' network conditions: round-trip
 * latency in ms, bytes/s down and up, -1 for no limit) and of a slower CPU,
 * on one page; answers a function that lifts it.
 */
export async function emulateLink(context, page, { latency, download, upload, cpuRate = 1 }) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: download, uploadThroughput: upload });
  if (cpuRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return async () => {
    if (cpuRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  };
}

/** One cold load: bytes, requests, first render, FCP, LCP, and the scripts' addresses. */
export async function coldLoad(browser, route, token) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (route.signedIn) await context.addInitScript((value) => sessionStorage.setItem('token', value), token);
  await context.addInitScript(watchUsable, route.ready);
  await context.addInitScript(() => {
    globalThis.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  const scripts = [];
  let requests = 0;
  page.on('request', () => {
    requests += 1;
  });
  const media = [];
  page.on('response', (response) => {
    // Once per address: a remote's entry is fetched (where a stall is seen), then run from the cache, a 304
    // (docs/decisions/0049-time-outs-measure-progress.md); its bytes crossed the network once.
    const isScript = response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url());
    if (isScript && response.status() !== 304 && !scripts.some((seen) => seen.url() === response.url())) scripts.push(response);
    if (response.request().resourceType() === 'media' || /^audio\//.test(response.headers()['content-type'] ?? '')) media.push(response);
  });
  await page.goto(`${HOST}${route.path}`);
  const firstRender = await waitUsable(page, route);
  // A live page (the monitor, real-time events) keeps its event stream open and never goes idle: what it loaded in 10 s.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  const { fcp, lcp } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    lcp: globalThis.__lcp ?? 0,
  }));
  let raw = 0;
  let gzip = 0;
  let wire = 0;
  let player = 0;
  const byApp = {};
  for (const response of scripts) {
    const body = await response.body().catch(() => Buffer.alloc(0));
    const zipped = zlib.gzipSync(body, { level: 6 }).length;
    const sizes = await response
      .request()
      .sizes()
      .catch(() => null);
    raw += body.length;
    gzip += zipped;
    wire += sizes ? sizes.responseBodySize + sizes.responseHeadersSize : zipped;
    if (response.url().startsWith(PLAYER.origin)) player += zipped;
    const app = appOf(response.url());
    byApp[app] = (byApp[app] ?? 0) + zipped;
  }
  let audio = 0;
  for (const response of media) {
    const sizes = await response
      .request()
      .sizes()
      .catch(() => null);
    audio += sizes?.responseBodySize ?? 0;
  }
  await context.close();
  return {
    firstRender,
    fcp,
    lcp,
    raw,
    gzip,
    wire,
    player,
    audio,
    byApp,
    scripts: scripts.length,
    requests,
    scriptUrls: scripts.map((response) => response.url()),
  };
}

/** One cold load throttled, then a second visit in the same context: warm cache, CPU and network as they are. */
async function throttledAndWarm(browser, route, token) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (route.signedIn) await context.addInitScript((value) => sessionStorage.setItem('token', value), token);
  await context.addInitScript(watchUsable, route.ready);
  const page = await context.newPage();
  const unthrottle = await emulateLink(context, page, THROTTLE);
  await page.goto(`${HOST}${route.path}`);
  const throttled = await waitUsable(page, route);
  await page.waitForLoadState('networkidle');
  await unthrottle();
  await page.goto('about:blank');
  await page.goto(`${HOST}${route.path}`);
  const warm = await waitUsable(page, route);
  await context.close();
  return { throttled, warm };
}

/**
 * The npm files (by their path below node_modules) that are in more than one
 * of `scriptUrls`, read from the scripts' source maps: a library file
 * downloaded twice on a page (docs/decisions/0020-the-host-provides-every-shared-module.md). Each container (the host
 * and each remote entry) carries its own small webpack glue for the federation
 * runtime by design; the runtime itself is the host's.
 * @param {string[]} scriptUrls
 * @returns {Promise<{ files: number, twice: string[] }>} how many npm files the maps name, and each one in two scripts or more
 */
export async function npmFilesTwice(scriptUrls) {
  const files = new Map();
  for (const url of new Set(scriptUrls)) {
    const response = await fetch(`${url.replace(/[?#].*$/, '')}.map`).catch(() => null);
    if (!response?.ok) continue;
    const map = await response.json();
    for (const source of new Set(map.sources)) {
      const at = source.indexOf('node_modules/');
      if (at < 0) continue;
      const file = source.slice(at);
      if (file.includes('@module-federation') || file.startsWith('node_modules/.federation/')) continue;
      files.set(file, [...(files.get(file) ?? []), url]);
    }
  }
  const twice = [...files].filter(([, urls]) => urls.length > 1).map(([file, urls]) => `${file} in ${urls.join(', ')}`);
  return { files: files.size, twice };
}

export async function measureRoutes(browser, token, routes = ROUTES) {
  const results = [];
  for (const route of routes) {
    console.log(`› ${route.path}: ${RUNS} cold loads, then ${route.throttledBudgetMs ? `${RUNS} throttled with a warm revisit` : 'next'}…`);
    const cold = [];
    for (let run = 0; run < RUNS; run += 1) cold.push(await coldLoad(browser, route, token));
    const slow = [];
    if (route.throttledBudgetMs) for (let run = 0; run < RUNS; run += 1) slow.push(await throttledAndWarm(browser, route, token));
    const pick = (key) => median(cold.map((sample) => sample[key]));
    const { twice } = await npmFilesTwice(cold.flatMap((sample) => sample.scriptUrls));
    results.push({
      route,
      firstRender: pick('firstRender'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      raw: pick('raw'),
      gzip: pick('gzip'),
      wire: pick('wire'),
      player: pick('player'),
      audio: Math.max(...cold.map((sample) => sample.audio)),
      scripts: pick('scripts'),
      requests: pick('requests'),
      byApp: [...cold].sort((a, b) => a.gzip - b.gzip)[Math.floor(cold.length / 2)].byApp,
      throttled: slow.length ? median(slow.map((sample) => sample.throttled)) : null,
      warm: slow.length ? median(slow.map((sample) => sample.warm)) : null,
      twice,
    });
  }
  return results;
}

/** Each budget the results exceed, as a sentence. */
export function routeFailures(results) {
  const failures = [];
  for (const result of results) {
    const { route } = result;
    if (result.gzip > route.budget)
      failures.push(`${route.path} loads ${kib(result.gzip)} of JavaScript (gzip); the budget is ${kib(route.budget)}.`);
    for (const file of result.twice ?? []) failures.push(`${route.path} loads an npm file twice: ${file}.`);
    if (route.throttledBudgetMs && result.throttled > route.throttledBudgetMs)
      failures.push(`${route.path} is usable after ${ms(result.throttled)} throttled; the budget is ${ms(route.throttledBudgetMs)}.`);
    if (route.warmBudgetMs && result.warm > route.warmBudgetMs)
      failures.push(`${route.path} is usable after ${ms(result.warm)} on a second visit; the budget is ${ms(route.warmBudgetMs)}.`);
    if (route.path === PLAYER.route && result.player > PLAYER.budget)
      failures.push(
        `the footer player adds ${kib(result.player)} of JavaScript (gzip) to ${route.path}; the budget is ${kib(PLAYER.budget)}.`,
      );
    if (route.path === PLAYER.route && result.audio > PLAYER.audioBudget)
      failures.push(`${route.path} loads ${kib(result.audio)} of audio before play; the budget is ${kib(PLAYER.audioBudget)}.`);
  }
  return failures;
}

const within = (ok) => (ok ? 'within' : '**EXCEEDED**');

export function routesMarkdown(results, when = new Date()) {
  const budgetRows = results.flatMap(({ route, ...r }) => [
    `| \`${route.path}\` | JavaScript, gzip, cold | ${kib(r.gzip)} | ${kib(route.budget)} | ${within(r.gzip <= route.budget)} |`,
    ...(route.throttledBudgetMs
      ? [
          `| \`${route.path}\` | usable, CPU 4x + Fast 4G, cold | ${ms(r.throttled)} | ${ms(route.throttledBudgetMs)} | ${within(r.throttled <= route.throttledBudgetMs)} |`,
          `| \`${route.path}\` | usable, second visit, warm | ${ms(r.warm)} | ${ms(route.warmBudgetMs)} | ${within(r.warm <= route.warmBudgetMs)} |`,
        ]
      : []),
    ...(route.path === PLAYER.route
      ? [
          `| \`${route.path}\` | the footer player's scripts, gzip | ${kib(r.player)} | ${kib(PLAYER.budget)} | ${within(r.player <= PLAYER.budget)} |`,
          `| \`${route.path}\` | audio loaded before play (the largest of the loads) | ${kib(r.audio)} | ${kib(PLAYER.audioBudget)} | ${within(r.audio <= PLAYER.audioBudget)} |`,
        ]
      : []),
  ]);
  return `## Routes (issue 9)

Measured by \`node scripts/lib/bench-routes.mjs\` (part of \`npm run bench\`) on ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC,
median of ${RUNS} loads each. "Usable" is the time from navigation start until the
first frame in which the page's main heading and its first content (the sign-in
form's email field, the report's first figures, the sources table) are on screen,
noted in the page itself; throttled is Chromium's
CPU slowed 4x on a Fast 4G profile (${THROTTLE.latency} ms latency, 9 Mbit/s down),
cold cache; warm is a second visit in the same browser, not throttled. Budgets are the ones of
issue 9 (docs/decisions/0020-the-host-provides-every-shared-module.md).

### Budgets

| Route | What | Measured | Budget | |
|---|---|---|---|---|
${budgetRows.join('\n')}

### First load with a cold cache

JavaScript is every script the page loaded before it went idle; "on the wire"
is what crossed the network (brotli or gzip from the static servers, headers
included).

| Route | JS raw | JS gzip | JS on the wire | Scripts | Requests | Usable | FCP | LCP |
|---|---|---|---|---|---|---|---|---|
${results
  .map(
    (r) =>
      `| \`${r.route.path}\` | ${kib(r.raw)} | ${kib(r.gzip)} | ${kib(r.wire)} | ${r.scripts} | ${r.requests} | ${ms(r.firstRender)} | ${ms(r.fcp)} | ${ms(r.lcp)} |`,
  )
  .join('\n')}

### Where the JavaScript comes from (gzip)

The host provides every shared module (React, MUI, emotion, the router,
TanStack Query, i18next, \`@mediawatch/shared\`) and the federation runtime;
each remote serves its page modules, its own libraries and a small container
entry.

| Route | ${APPS.map((app) => app.name).join(' | ')} |
|---|${APPS.map(() => '---').join('|')}|
${results.map((r) => `| \`${r.route.path}\` | ${APPS.map((app) => (r.byApp[app.name] ? kib(r.byApp[app.name]) : '–')).join(' | ')} |`).join('\n')}
`;
}

export async function launchChromium() {
  const require = createRequire(path.join(ROOT, 'e2e/package.json'));
  const { chromium } = require('@playwright/test');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export async function signInToken() {
  const response = await fetch(`http://127.0.0.1:${API_PORT}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_SIGN_IN),
  });
  if (response.status !== 200) throw new Error(`Demo sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mediawatch-bench-routes-'));
  const stack = await startStack({
    apiOutput: 'ignore',
    env: { MEDIAWATCH_DATA: dataDir, MEDIAWATCH_LOGIN_RATE_IP: '100000', MEDIAWATCH_LOGIN_RATE_ACCOUNT: '100000' },
  });
  const browser = await launchChromium();
  try {
    const results = await measureRoutes(browser, await signInToken());
    const section = routesMarkdown(results);
    console.log(section);
    if (process.argv.includes('--write')) writeBenchmarkSection('## Routes (issue 9)', section);
    const failures = routeFailures(results);
    for (const failure of failures) console.error(`Budget exceeded: ${failure}`);
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    await browser.close();
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
