import path from 'node:path';

import { ConfigError, DEFAULT_RATES, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({}, '/srv/mediawatch')).toEqual({
      host: '127.0.0.1',
      port: 3100,
      dataDir: path.resolve('/srv/mediawatch/.data'),
      databaseUrl: undefined,
      databaseReadUrl: undefined,
      jwtSecret: undefined,
      jwtTtlSeconds: 8 * 3600,
      seed: true,
      loginRateIp: DEFAULT_RATES.loginRateIp,
      loginRateAccount: DEFAULT_RATES.loginRateAccount,
      registerRateIp: DEFAULT_RATES.registerRateIp,
      apiTokenRate: DEFAULT_RATES.apiTokenRate,
      registration: 'closed',
      appUrl: 'http://localhost:3000',
      trustProxy: false,
      readCacheMs: 2000,
      reportCacheMs: 30_000,
      uploadQuota: { perUserBytes: 1024 * 1024 * 1024, totalBytes: 10_240 * 1024 * 1024 },
      liveStreamsPerUser: 5,
      pdfQuota: { perUserBytes: 1024 * 1024 * 1024, totalBytes: 10_240 * 1024 * 1024 },
      logLevel: 'info',
      news: {
        queue: true,
        worker: true,
        tickMs: 5000,
        concurrency: 8,
        perHostConcurrency: 2,
        feedMaxItems: 1000,
        fetchAllowHosts: [],
        demoFeeds: true,
        demoFeedsPort: 3200,
        seedNews: true,
        seedArticles: 13600,
        retentionDays: 365,
      },
      mail: { smtpUrl: undefined, from: 'Mediawatch <alerts@mediawatch.local>' },
    });
  });

  it('reads the alert mail variables, never echoing an SMTP URL it cannot read', () => {
    expect(
      loadConfig({ MEDIAWATCH_SMTP_URL: 'smtps://bot:pw@mail.example.org:465', MEDIAWATCH_MAIL_FROM: 'Desk <desk@example.org>' }).mail,
    ).toEqual({
      smtpUrl: 'smtps://bot:pw@mail.example.org:465',
      from: 'Desk <desk@example.org>',
    });
    expect(() => loadConfig({ MEDIAWATCH_SMTP_URL: 'http://secret-password@mail' })).toThrow(/MEDIAWATCH_SMTP_URL must be an smtp/);
    expect(() => loadConfig({ MEDIAWATCH_SMTP_URL: 'http://secret-password@mail' })).not.toThrow(/secret-password/);
  });

  it('reads the environment', () => {
    const config = loadConfig(
      {
        MEDIAWATCH_API_HOST: '0.0.0.0',
        MEDIAWATCH_API_PORT: '4000',
        MEDIAWATCH_DATA: 'var/data',
        DATABASE_URL: 'postgres://db/mediawatch',
        MEDIAWATCH_JWT_SECRET: 's'.repeat(32),
        MEDIAWATCH_JWT_TTL: '30m',
        MEDIAWATCH_SEED: 'false',
        MEDIAWATCH_LOGIN_RATE_IP: '5',
        MEDIAWATCH_LOGIN_RATE_ACCOUNT: '3/10m',
        MEDIAWATCH_REGISTER_RATE_IP: '2/1h',
        MEDIAWATCH_API_TOKEN_RATE: '100/10s',
      },
      '/srv/mediawatch',
    );
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 4000,
      dataDir: path.resolve('/srv/mediawatch/var/data'),
      databaseUrl: 'postgres://db/mediawatch',
      jwtTtlSeconds: 1800,
      seed: false,
      loginRateIp: { max: 5, windowSeconds: 60 },
      loginRateAccount: { max: 3, windowSeconds: 600 },
      registerRateIp: { max: 2, windowSeconds: 3600 },
      apiTokenRate: { max: 100, windowSeconds: 10 },
    });
  });

  it('reads DATABASE_READ_URL beside DATABASE_URL only (PGlite has no replica)', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/mw', DATABASE_READ_URL: 'postgres://replica/mw' }).databaseReadUrl).toBe(
      'postgres://replica/mw',
    );
    expect(loadConfig({ DATABASE_READ_URL: 'postgres://replica/mw' }).databaseReadUrl).toBeUndefined();
  });

  it('reads MEDIAWATCH_REGISTRATION and MEDIAWATCH_APP_URL', () => {
    expect(loadConfig({ MEDIAWATCH_REGISTRATION: 'Open' }).registration).toBe('open');
    expect(loadConfig({ MEDIAWATCH_REGISTRATION: 'invite' }).registration).toBe('invite');
    expect(() => loadConfig({ MEDIAWATCH_REGISTRATION: 'maybe' })).toThrow(
      'MEDIAWATCH_REGISTRATION must be open, invite or closed (got "maybe")',
    );
    expect(loadConfig({ MEDIAWATCH_APP_URL: 'https://watch.example.org/' }).appUrl).toBe('https://watch.example.org');
    expect(loadConfig({ MEDIAWATCH_PORT_OFFSET: '600' }).appUrl).toBe('http://localhost:3600');
    expect(() => loadConfig({ MEDIAWATCH_APP_URL: 'watch.example.org' })).toThrow('MEDIAWATCH_APP_URL must be an http:// or https:// URL');
  });

  it('reads the news engine variables', () => {
    expect(
      loadConfig({
        MEDIAWATCH_WORKER: 'false',
        MEDIAWATCH_WORKER_CONCURRENCY: '16',
        MEDIAWATCH_DEMO_FEEDS: 'off',
        MEDIAWATCH_SEED: 'no',
        MEDIAWATCH_SEED_ARTICLES: '0',
        MEDIAWATCH_RETENTION_DAYS: '30',
      }).news,
    ).toMatchObject({ worker: false, concurrency: 16, demoFeeds: false, seedNews: false, seedArticles: 0, retentionDays: 30 });
    expect(loadConfig({ MEDIAWATCH_RETENTION_DAYS: 'never' }).news.retentionDays).toBeNull();
    expect(loadConfig({ MEDIAWATCH_PORT_OFFSET: '100' }).news.demoFeedsPort).toBe(3300);
    expect(loadConfig({ MEDIAWATCH_PORT_OFFSET: '100', MEDIAWATCH_DEMO_FEEDS_PORT: '4000' }).news.demoFeedsPort).toBe(4000);
    expect(loadConfig({ MEDIAWATCH_FETCH_ALLOW_HOSTS: 'feeds.intranet, 10.0.0.5:8080,[::1]:3200' }).news.fetchAllowHosts).toEqual([
      'feeds.intranet',
      '10.0.0.5:8080',
      '[::1]:3200',
    ]);
    expect(() => loadConfig({ MEDIAWATCH_FETCH_ALLOW_HOSTS: 'http://feeds.intranet/' })).toThrow(
      'MEDIAWATCH_FETCH_ALLOW_HOSTS must be a comma-separated list of host or host:port',
    );
  });

  it('names every variable it cannot read at once', () => {
    expect(() => loadConfig({ MEDIAWATCH_API_PORT: 'x', MEDIAWATCH_WORKER_CONCURRENCY: '100' })).toThrow(
      'MEDIAWATCH_API_PORT must be a whole number between 0 and 65535 (got "x"); ' +
        'MEDIAWATCH_WORKER_CONCURRENCY must be a whole number between 1 and 64 (got "100")',
    );
  });

  it.each([
    ['3600', 3600],
    ['90s', 90],
    ['8h', 28_800],
    ['1d', 86_400],
  ])('reads MEDIAWATCH_JWT_TTL=%s as %i seconds', (value, seconds) => {
    expect(loadConfig({ MEDIAWATCH_JWT_TTL: value }).jwtTtlSeconds).toBe(seconds);
  });

  it.each([
    [{ MEDIAWATCH_JWT_TTL: 'soon' }, /MEDIAWATCH_JWT_TTL/],
    [{ MEDIAWATCH_JWT_TTL: '0' }, /MEDIAWATCH_JWT_TTL/],
    [{ MEDIAWATCH_API_PORT: 'http' }, /MEDIAWATCH_API_PORT/],
    [{ MEDIAWATCH_LOGIN_RATE_IP: 'lots' }, /MEDIAWATCH_LOGIN_RATE_IP/],
    [{ MEDIAWATCH_LOGIN_RATE_ACCOUNT: '5/eventually' }, /MEDIAWATCH_LOGIN_RATE_ACCOUNT/],
    [{ MEDIAWATCH_SEED: 'maybe' }, /MEDIAWATCH_SEED/],
    [{ MEDIAWATCH_JWT_SECRET: 'short' }, /at least 32/],
    [{ MEDIAWATCH_WORKER: 'maybe' }, /MEDIAWATCH_WORKER/],
    [{ MEDIAWATCH_DEMO_FEEDS_PORT: '70000' }, /MEDIAWATCH_DEMO_FEEDS_PORT/],
    [{ MEDIAWATCH_SEED_ARTICLES: '-1' }, /MEDIAWATCH_SEED_ARTICLES/],
    [{ MEDIAWATCH_RETENTION_DAYS: 'forever' }, /MEDIAWATCH_RETENTION_DAYS/],
    [{ MEDIAWATCH_PORT_OFFSET: 'ten' }, /MEDIAWATCH_PORT_OFFSET/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('MEDIAWATCH_TRUST_PROXY', () => {
  it('believes X-Forwarded-For from no one by default, the loopback proxy for true, or the listed proxies', () => {
    expect(loadConfig({}, '/').trustProxy).toBe(false);
    expect(loadConfig({ MEDIAWATCH_TRUST_PROXY: 'true' }, '/').trustProxy).toEqual(['127.0.0.1', '::1']);
    expect(loadConfig({ MEDIAWATCH_TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }, '/').trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
    expect(() => loadConfig({ MEDIAWATCH_TRUST_PROXY: 'everyone' }, '/')).toThrow(
      /MEDIAWATCH_TRUST_PROXY must be false, true \(loopback\) or a list/,
    );
  });
});
