import { describe, it, expect } from 'vitest';

import { checkIdentityConfig } from '../../../src/plugins/identity/config';
import { EMULATOR_CONFIG, UNCONFIGURED } from './fields';

describe('identity config check', () => {
  it('is off when no Firebase setting is present (the token-sync default alone is not enough)', () => {
    expect(checkIdentityConfig(UNCONFIGURED)).toEqual({ status: 'off' });
  });

  it('accepts a complete config', () => {
    expect(checkIdentityConfig(EMULATOR_CONFIG)).toEqual({
      status: 'ready',
      config: EMULATOR_CONFIG,
    });
  });

  it.each([
    ['a missing API key', { apiKey: '' }, 'FIREBASE_API_KEY'],
    ['an API key with a colon', { apiKey: 'apiKey:AIzaExample' }, 'FIREBASE_API_KEY'],
    ['a missing project id', { projectId: '' }, 'FIREBASE_PROJECT_ID'],
    [
      'a cross-origin sync URL',
      { tokenSyncUrl: 'https://evil.example.com/s' },
      'AUTH_TOKEN_SYNC_URL',
    ],
    [
      'a protocol-relative sync URL',
      { tokenSyncUrl: '//evil.example.com/s' },
      'AUTH_TOKEN_SYNC_URL',
    ],
    ['a backslash host', { tokenSyncUrl: '/\\evil.example.com/s' }, 'AUTH_TOKEN_SYNC_URL'],
    ['a tab between slashes', { tokenSyncUrl: '/\t/evil.example.com/s' }, 'AUTH_TOKEN_SYNC_URL'],
    ['a newline between slashes', { tokenSyncUrl: '/\n/evil.example.com' }, 'AUTH_TOKEN_SYNC_URL'],
  ])('rejects %s and names the variable', (_case, override, variable) => {
    const check = checkIdentityConfig({ ...EMULATOR_CONFIG, ...override });
    expect(check.status).toBe('invalid');
    expect(check.status === 'invalid' && check.message).toContain(variable);
  });

  it('accepts same-origin paths, with a query too', () => {
    for (const tokenSyncUrl of ['/__session', '/auth/sync?v=2', '/a//b']) {
      expect(checkIdentityConfig({ ...EMULATOR_CONFIG, tokenSyncUrl }).status).toBe('ready');
    }
  });

  it('treats any single Firebase setting as a request for identity', () => {
    const check = checkIdentityConfig({ ...UNCONFIGURED, projectId: 'demo-docs' });
    expect(check.status === 'invalid' && check.message).toContain('FIREBASE_API_KEY');
  });
});
