import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDiskStorage,
  isPrivateKey,
  isStorageKey,
  keyOfMediaUrl,
  mediaUrl,
  newStorageKey,
  type Storage,
} from './storage';

let root: string;
let storage: Storage;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'tandem-storage-'));
  storage = createDiskStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('storage keys', () => {
  it('makes random keys in a folder, with the extension', () => {
    const a = newStorageKey('avatars', 'png');
    expect(a).toMatch(/^avatars\/[A-Za-z0-9_-]{22}\.png$/);
    expect(isStorageKey(a)).toBe(true);
    expect(newStorageKey('avatars', 'png')).not.toBe(a);
  });

  it.each([
    '../secret.png',
    'avatars/../secret.png',
    'avatars/../../secret.png',
    '/etc/passwd.txt',
    'avatars//x.png',
    'avatars/x.png.type',
    'avatars/x.png.1a2b.partial',
    'x.png',
    'avatars/x',
    'avatars/.png',
    'avatars\\x.png',
    '',
  ])('refuses %j', (key) => {
    expect(isStorageKey(key)).toBe(false);
  });

  it('turns keys into /media URLs and back, and nothing else', () => {
    const key = newStorageKey('avatars', 'gif');
    expect(mediaUrl(key)).toBe(`/media/${key}`);
    expect(keyOfMediaUrl(mediaUrl(key))).toBe(key);
    expect(keyOfMediaUrl('https://example.test/media/avatars/x.png')).toBeNull();
    expect(keyOfMediaUrl('/media/../x.png')).toBeNull();
    expect(keyOfMediaUrl(null)).toBeNull();
  });

  it('tells private keys (never served at /media/) by their top folder', () => {
    expect(isPrivateKey(newStorageKey('private/lessons', 'mp4'))).toBe(true);
    expect(isPrivateKey(newStorageKey('avatars', 'png'))).toBe(false);
    expect(isPrivateKey(newStorageKey('privately', 'png'))).toBe(false);
  });
});

describe('disk storage', () => {
  it('stores, opens and removes a file with its content type and size', async () => {
    const key = newStorageKey('things', 'txt');
    expect(
      await storage.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]), 'text/plain'),
    ).toEqual({
      size: 11,
    });
    const file = await storage.open(key);
    expect(file).not.toBeNull();
    expect(file!.contentType).toBe('text/plain');
    expect(file!.size).toBe(11);
    expect(await text(file!.stream)).toBe('hello world');

    await storage.remove(key);
    expect(await storage.open(key)).toBeNull();
    expect(await readdir(path.join(root, 'things'))).toEqual([]);
  });

  it('reads a byte range, both ends included, and still tells the whole size', async () => {
    const key = newStorageKey('ranges', 'txt');
    await storage.put(key, Readable.from([Buffer.from('0123456789')]), 'text/plain');
    const middle = await storage.open(key, { start: 2, end: 5 });
    expect(middle!.size).toBe(10);
    expect(middle!.contentType).toBe('text/plain');
    expect(await text(middle!.stream)).toBe('2345');
    expect(await text((await storage.open(key, { start: 9, end: 9 }))!.stream)).toBe('9');
    expect(await text((await storage.open(key, { start: 0, end: 9 }))!.stream)).toBe('0123456789');
    expect(await storage.open('ranges/missing.txt', { start: 0, end: 1 })).toBeNull();
  });

  it('leaves nothing behind when the upload fails part-way', async () => {
    const key = newStorageKey('broken', 'bin');
    async function* failing() {
      yield Buffer.from('first part');
      throw new Error('connection lost');
    }
    await expect(storage.put(key, Readable.from(failing()), 'application/octet-stream')).rejects.toThrow(
      'connection lost',
    );
    expect(await storage.open(key)).toBeNull();
    expect(await readdir(path.join(root, 'broken'))).toEqual([]);
  });

  it('answers null for unknown or malformed keys, and never reads outside its folder', async () => {
    expect(await storage.open('avatars/nothing-here.png')).toBeNull();
    expect(await storage.open('../package.json')).toBeNull();
    await expect(storage.put('../escape.txt', Readable.from(['x']), 'text/plain')).rejects.toThrow();
    expect(existsSync(path.join(path.dirname(root), 'escape.txt'))).toBe(false);
    await expect(storage.remove('avatars/nothing-here.png')).resolves.toBeUndefined();
  });
});
