import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from '../../src/config.ts';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'not a url'],
    ['JWT_SECRET', 'short-secret'],
    ['ACCESS_TOKEN_TTL_SECONDS', '0'],
    ['REFRESH_TOKEN_TTL_SECONDS', '59'],
    ['SMTP_URL', 'mail server'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO', 'maybe'],
    ['BODY_LIMIT_BYTES', '100'],
  ])('throws a ConfigError naming %s when it is %j', (name, value) => {
    const error = configError({ [name]: value });
    expect(error.message).toMatch(new RegExp(`^\\s*${name}: `, 'm'));
  });

  it('names every bad variable at once', () => {
    const { message } = configError({ PORT: 'abc', JWT_SECRET: 'short' });
    expect(message).toContain('PORT');
    expect(message).toContain('JWT_SECRET: must be at least 32 characters');
  });

  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      jwtSecret: undefined,
      smtpUrl: undefined,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 14 * 24 * 3600,
      passwordResetTtlSeconds: 3600,
      seedDemo: true,
      trustProxy: false,
      loginRateLimit: 10,
      passwordResetRateLimit: 5,
      bodyLimitBytes: 1024 * 1024,
      analyticsAllowedOrigins: [],
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.webDistDir).toBe(path.join(REPO_ROOT, 'apps/web/dist'));
  });

  it('treats empty variables as unset and parses booleans, numbers and lists', () => {
    const config = loadConfig({
      PORT: '',
      DATA_DIR: 'relative/dir',
      SEED_DEMO: 'no',
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://school.example/',
      ANALYTICS_ALLOWED_ORIGINS: ' https://a.example , ,https://b.example',
    });
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('relative/dir'));
    expect(config.seedDemo).toBe(false);
    expect(config.trustProxy).toBe(true);
    expect(config.publicUrl).toBe('https://school.example');
    expect(config.analyticsAllowedOrigins).toEqual(['https://a.example', 'https://b.example']);
  });
});

describe('server start-up with a bad configuration', () => {
  it('exits non-zero and names the bad variable on stderr (PORT=abc)', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-config-'));
    try {
      const result = spawnSync(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
        cwd: REPO_ROOT,
        env: { ...process.env, PORT: 'abc', DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.status).not.toBe(0);
      expect(result.status).not.toBeNull();
      expect(result.stderr).toMatch(/PORT/);
      expect(result.stderr).toContain('Invalid configuration');
      // It stopped before opening the database.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
