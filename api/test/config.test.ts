import path from 'node:path';

import { ConfigError, DEFAULT_RATES, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({}, '/srv/mediawatch')).toEqual({
      host: '127.0.0.1',
      port: 3100,
      dataDir: path.resolve('/srv/mediawatch/.data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      jwtTtlSeconds: 8 * 3600,
      seed: true,
      loginRateIp: DEFAULT_RATES.loginRateIp,
      loginRateAccount: DEFAULT_RATES.loginRateAccount,
      registerRateIp: DEFAULT_RATES.registerRateIp,
      trustProxy: false,
      logLevel: 'info',
    });
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
    });
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
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
