import { describe, expect, it } from 'vitest';

import { createSandbox } from '../../../src/sandbox/sandbox';
import { openSessionLog, SESSION_LOG_KEY } from '../../../src/plugins/sandbox-console/sessionLog';

class MemoryStorage {
  readonly items = new Map<string, string>();
  failWrites = false;
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException('quota', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const tokenRequest = {
  method: 'POST',
  url: '/oauth/token',
  headers: {
    Authorization: `Basic ${btoa('c:s')}`,
    'Content-Type': 'application/x-www-form-urlencoded',
  },
  body: 'grant_type=client_credentials&scope=integration%3Aread%20integration%3Awrite',
};

describe('openSessionLog', () => {
  it('gives back the requests of the last session after a reload', () => {
    const storage = new MemoryStorage();
    openSessionLog(storage).append(tokenRequest);
    const reopened = openSessionLog(storage);
    expect(reopened.requests).toEqual([tokenRequest]);
    expect(reopened.persistent).toBe(true);
  });

  it('clears the stored session on reset', () => {
    const storage = new MemoryStorage();
    const log = openSessionLog(storage);
    log.append(tokenRequest);
    log.clear();
    expect(log.requests).toEqual([]);
    expect(storage.items.has(SESSION_LOG_KEY)).toBe(false);
    expect(openSessionLog(storage).requests).toEqual([]);
  });

  it('goes on in memory when the storage refuses a write', () => {
    const storage = new MemoryStorage();
    storage.failWrites = true;
    const log = openSessionLog(storage);
    log.append(tokenRequest);
    log.append(tokenRequest);
    expect(log.requests).toHaveLength(2);
    expect(log.persistent).toBe(false);
  });

  it('starts empty when the storage throws on read, is missing or holds garbage', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(openSessionLog(throwing).requests).toEqual([]);
    const missing = openSessionLog(null);
    missing.append(tokenRequest);
    expect(missing.requests).toHaveLength(1);
    expect(missing.persistent).toBe(false);
    const garbage = new MemoryStorage();
    garbage.items.set(SESSION_LOG_KEY, '{not json');
    expect(openSessionLog(garbage).requests).toEqual([]);
    garbage.items.set(SESSION_LOG_KEY, JSON.stringify({ version: 1, requests: [{ url: 1 }] }));
    expect(openSessionLog(garbage).requests).toEqual([]);
  });

  it('replays into a fresh sandbox the same state, byte for byte', async () => {
    const storage = new MemoryStorage();
    const log = openSessionLog(storage);
    const first = createSandbox();
    const token = JSON.parse((await first.handle(tokenRequest)).body) as { access_token: string };
    log.append(tokenRequest);
    const create = {
      method: 'POST',
      url: '/integration/v1/customers',
      headers: {
        Authorization: `Bearer ${token.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ name: 'Replayed customer' }),
    };
    const created = await first.handle(create);
    expect(created.status).toBe(201);
    log.append(create);
    const replayed = createSandbox();
    const answers = [];
    for (const request of openSessionLog(storage).requests)
      answers.push(await replayed.handle(request));
    expect(answers[1]).toEqual(created);
    const id = (JSON.parse(created.body) as { id?: string }).id;
    const read = { method: 'GET', url: `/integration/v1/customers/${id}`, headers: create.headers };
    expect((await replayed.handle(read)).status).toBe(200);
  });
});
