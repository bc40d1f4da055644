import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

  it('points links at the port and host the site listens on while SITE_URL is unset', () => {
    expect(parseConfig({ DATA_DIR: tmp(), PORT: '3301' }).siteUrl).toBe('http://localhost:3301');
    expect(parseConfig({ DATA_DIR: tmp(), PORT: '3301', SITE_URL: '' }).siteUrl).toBe('http://localhost:3301');
    expect(parseConfig({ DATA_DIR: tmp(), PORT: '8080', HOST: '127.0.0.1' }).siteUrl).toBe('http://127.0.0.1:8080');
    expect(parseConfig({ DATA_DIR: tmp(), PORT: '8080', HOST: '::1' }).siteUrl).toBe('http://[::1]:8080');
    expect(parseConfig({ DATA_DIR: tmp(), PORT: '8080', HOST: '::' }).siteUrl).toBe('http://localhost:8080');
    expect(parseConfig({ DATA_DIR: tmp(), PORT: '8080', HOST: 'salvia.local' }).siteUrl).toBe(
      'http://salvia.local:8080',
    );
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
    expect(
      parseConfig({ DATA_DIR: tmp(), PORT: '3301', HOST: '127.0.0.1', SITE_URL: 'https://salvia.example' }).siteUrl,
    ).toBe('https://salvia.example');
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

  it("creates DATA_DIR for the app's user only, with a generated secret or without", () => {
    const mode = (dir: string) => statSync(dir).mode & 0o777;
    const generated = path.join(tmp(), 'nested', 'data');
    parseConfig({ DATA_DIR: generated });
    expect(mode(generated)).toBe(0o700);
    expect(mode(path.dirname(generated))).toBe(0o700);
    const given = path.join(tmp(), 'data');
    parseConfig({ DATA_DIR: given, JWT_SECRET: 'c'.repeat(40) });
    expect(mode(given)).toBe(0o700);
  });

  it("tightens a DATA_DIR made beforehand for everyone's eyes to the app's user only", () => {
    const mode = (dir: string) => statSync(dir).mode & 0o777;
    const made = path.join(tmp(), 'data');
    mkdirSync(made);
    chmodSync(made, 0o755);
    writeFileSync(path.join(made, 'secret'), 's'.repeat(48));
    expect(parseConfig({ DATA_DIR: made }).jwtSecret).toBe('s'.repeat(48));
    expect(mode(made)).toBe(0o700);
    chmodSync(made, 0o770);
    parseConfig({ DATA_DIR: made, JWT_SECRET: 'c'.repeat(40) });
    expect(mode(made)).toBe(0o700);
  });

  it('does not write a secret file when JWT_SECRET is given', () => {
    const dir = tmp();
    parseConfig({ JWT_SECRET: 'b'.repeat(40), DATA_DIR: dir });
    expect(existsSync(path.join(dir, 'secret'))).toBe(false);
  });

  it('trusts no forwarded headers unless TRUST_PROXY is set', () => {
    expect(parseConfig({ DATA_DIR: tmp() }).trustProxy).toBe(false);
    expect(parseConfig({ DATA_DIR: tmp(), TRUST_PROXY: '' }).trustProxy).toBe(false);
  });

  it("reads TRUST_PROXY as the proxies' addresses and ranges", () => {
    expect(
      parseConfig({ DATA_DIR: tmp(), TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
  });

  it.each([
    ['a port out of range', { PORT: '70000' }, /PORT/],
    ['a short JWT secret', { JWT_SECRET: 'short' }, /JWT_SECRET/],
    ['an unknown media storage', { MEDIA_STORAGE: 'ftp' }, /MEDIA_STORAGE/],
    ['S3 without a bucket', { MEDIA_STORAGE: 's3' }, /S3_BUCKET/],
    ['a malformed GA id', { GA_MEASUREMENT_ID: 'UA-123' }, /GA_MEASUREMENT_ID/],
    ['TRUST_PROXY=true, which would trust every client', { TRUST_PROXY: 'true' }, /TRUST_PROXY/],
    ['a TRUST_PROXY that is not an address', { TRUST_PROXY: '10.0.0.1,proxy.example' }, /TRUST_PROXY/],
    ['a TRUST_PROXY range with a bad prefix', { TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY/],
    ['a METRICS_TOKEN short enough to guess', { METRICS_TOKEN: 'short' }, /METRICS_TOKEN/],
    ['a hop count for TRUST_PROXY, which cannot tell a proxy from a client', { TRUST_PROXY: '1' }, /TRUST_PROXY/],
  ])('rejects %s with a message naming the variable', (_name, env, pattern) => {
    expect(() => parseConfig({ DATA_DIR: tmp(), ...env })).toThrow(ConfigError);
    expect(() => parseConfig({ DATA_DIR: tmp(), ...env })).toThrow(pattern);
  });
});
