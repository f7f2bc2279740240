import fc from 'fast-check';

import { DEMO, bearer } from '../helpers/auth';
import { injectAnyRoute } from '../helpers/inject-any-route';
import { useTestApp } from '../helpers/test-app';

// Property-based bad input (fast-check) for every route
// of the OpenAPI document: random path parameters, query values and bodies,
// odd values favoured (NUL characters, huge and negative numbers, far dates,
// deep or wrong JSON). Whatever comes in, the answer is never a 5xx.

interface Operation {
  method: string;
  path: string;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** Routes that reach out to the network by design (the feed fetcher): their bad input is the SSRF suite's. */
const NETWORK = new Set(['POST /api/source/testFeed', 'POST /api/source/discover']);

const ODD_STRINGS = [
  '\u0000',
  'a\u0000b',
  '1e39',
  '-1e39',
  'NaN',
  'Infinity',
  '-5000-01-01',
  '99999-12-31T00:00:00Z',
  '0001-01-01',
  '9'.repeat(40),
  '-1',
  '%',
  '%E0%A4%A',
  '\uD800',
  '../../etc/passwd',
  '<script>',
  "' OR 1=1 --",
  'null',
  '[]',
  '{}',
  ' ',
];
const oddString = fc.oneof(
  fc.constantFrom(...ODD_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 3000, maxLength: 5000 }),
);
const oddNumber = fc.oneof(
  fc.constantFrom(3_000_000_000, -3_000_000_000, 1e39, -1e39, Number.MAX_SAFE_INTEGER, 0, -1, 0.5),
  fc.double({ noNaN: true }),
  fc.integer(),
);
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(oddString, { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(oddString, oddString, { maxKeys: 4 }),
);

const ctx = useTestApp();
let operations: Operation[] = [];
let token: () => string;

beforeAll(async () => {
  const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
  operations = Object.entries(doc.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
    )
    .filter((operation) => !NETWORK.has(`${operation.method} ${operation.path}`));
  const admin = (await ctx.app.usersRepository.findByEmail(DEMO.admin))!;
  token = () => ctx.app.issueToken(admin);
});

function requestFor(operation: Operation) {
  const pathNames = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const queryNames = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
  const bodyNames = Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {});
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(operation.method);
  return fc.record({
    path: fc.tuple(...pathNames.map(() => fc.oneof(fc.uuid(), oddString))),
    query: fc.dictionary(
      fc.oneof(fc.constantFrom(...(queryNames.length ? queryNames : ['q'])), oddString),
      fc.oneof(oddString, oddNumber.map(String)),
      { maxKeys: 5 },
    ),
    body: hasBody
      ? fc.oneof(
          fc.dictionary(fc.oneof(fc.constantFrom(...(bodyNames.length ? bodyNames : ['x'])), oddString), oddValue, { maxKeys: 6 }),
          oddValue,
        )
      : fc.constant(undefined),
  });
}

describe('bad input on every route of the OpenAPI document', () => {
  it('covers the routes', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('never answers a 5xx', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      await fc
        .assert(
          fc.asyncProperty(requestFor(operation), async ({ path, query, body }) => {
            let index = 0;
            const url = operation.path.replace(/\{\w+\}/g, () => encodeURIComponent(String(path[index++] ?? '')));
            const search = new URLSearchParams(query as Record<string, string>).toString();
            const response = await injectAnyRoute(ctx.app, {
              method: operation.method as 'GET',
              url: search ? `${url}?${search}` : url,
              headers: { ...bearer(token()), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
              ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
            });
            if (response.statusCode >= 500) {
              failures.push(
                `${operation.method} ${url}?${search} ${JSON.stringify(body)?.slice(0, 200)} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
              );
              return false;
            }
            return true;
          }),
          { numRuns: 12, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
    // Walks every route of the document: the time grows with the API, not with a hang.
  }, 90_000);
});
