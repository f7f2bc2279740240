import { DEMO, bearer, login } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

// A POST retried with the same Idempotency-Key (a client
// whose connection dropped) gets the first answer again and creates nothing.

const ctx = useTestApp();
let analyst: string;
beforeAll(async () => {
  analyst = await login(ctx.app, DEMO.analyst);
});

async function taskCount(name: string): Promise<number> {
  const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tasks WHERE name = $1', [name]);
  return rows[0]!.n;
}

function addTask(name: string, key?: string, token = analyst) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/task/add',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { name },
  });
}

describe('Idempotency-Key', () => {
  it('replays the first answer to a retry and creates one row', async () => {
    const first = await addTask('Retry me', 'key-1');
    const retry = await addTask('Retry me', 'key-1');
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await taskCount('Retry me')).toBe(1);
  });

  it('runs each request without a key, as before', async () => {
    await addTask('No key');
    await addTask('No key');
    expect(await taskCount('No key')).toBe(2);
  });

  it('refuses the same key with another request (422) and keeps keys per caller', async () => {
    expect((await addTask('One', 'key-2')).statusCode).toBe(201);
    const other = await addTask('Two', 'key-2');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was already used for another request');
    expect(await taskCount('Two')).toBe(0);

    const admin = await login(ctx.app, DEMO.admin);
    expect((await addTask('One', 'key-2', admin)).headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key', async () => {
    const response = await addTask('Bad key', 'a'.repeat(256));
    expect(response.statusCode).toBe(400);
    expect(await taskCount('Bad key')).toBe(0);
  });

  it('holds under concurrent retries: one row', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => addTask('Concurrent', 'key-3')));
    expect(answers.every((answer) => [201, 409].includes(answer.statusCode))).toBe(true);
    expect(await taskCount('Concurrent')).toBe(1);
  });
});
