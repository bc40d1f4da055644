import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'salvia-config-'));

describe('parseConfig', () => {
  it('defaults to the embedded database on port 3000', () => {
    const config = parseConfig({ DATA_DIR: tmp() });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.media).toMatchObject({ storage: 'local' });
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
  });

  it('generates a JWT secret once into DATA_DIR/secret and reuses it', () => {
    const dir = tmp();
    const first = parseConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'secret'), 'utf8')).toBe(first.jwtSecret);
    expect(parseConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('honours PORT, DATA_DIR and SITE_URL', () => {
    const dir = tmp();
    const config = parseConfig({ PORT: '8080', DATA_DIR: dir, SITE_URL: 'https://salvia.example/' });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.resolve(dir));
    expect(config.siteUrl).toBe('https://salvia.example');
  });

  it('requires a shared JWT_SECRET with DATABASE_URL and never seeds a real database', () => {
    expect(() => parseConfig({ DATABASE_URL: 'postgres://localhost/salvia', DATA_DIR: tmp() })).toThrow(/JWT_SECRET/);
    const config = parseConfig({
      DATABASE_URL: 'postgres://localhost/salvia',
      JWT_SECRET: 'a'.repeat(32),
      DATA_DIR: tmp(),
    });
    expect(config.seedDemo).toBe(false);
  });

  it('does not write a secret file when JWT_SECRET is given', () => {
    const dir = tmp();
    parseConfig({ JWT_SECRET: 'b'.repeat(40), DATA_DIR: dir });
    expect(existsSync(path.join(dir, 'secret'))).toBe(false);
  });

  it.each([
    ['a port out of range', { PORT: '70000' }, /PORT/],
    ['a short JWT secret', { JWT_SECRET: 'short' }, /JWT_SECRET/],
    ['an unknown media storage', { MEDIA_STORAGE: 'ftp' }, /MEDIA_STORAGE/],
    ['S3 without a bucket', { MEDIA_STORAGE: 's3' }, /S3_BUCKET/],
    ['a malformed GA id', { GA_MEASUREMENT_ID: 'UA-123' }, /GA_MEASUREMENT_ID/],
  ])('rejects %s with a message naming the variable', (_name, env, pattern) => {
    expect(() => parseConfig({ DATA_DIR: tmp(), ...env })).toThrow(ConfigError);
    expect(() => parseConfig({ DATA_DIR: tmp(), ...env })).toThrow(pattern);
  });
});
