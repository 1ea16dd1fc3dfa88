import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Storage } from './storage';
import {
  AUDIO_SIGNATURES,
  cleanFileName,
  detectFileType,
  IMAGE_SIGNATURES,
  MP4_SIGNATURES,
  PDF_SIGNATURES,
  sniff,
  storeUpload,
  UploadRefused,
  VIDEO_SIGNATURES,
  type UploadStream,
} from './uploads';

const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([40, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const iso = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from(`ftyp${brand}`)]);

/** Storage in memory that, like the disk store, keeps a file only once its stream has ended well. */
function memoryStorage() {
  const files = new Map<string, { body: Buffer; contentType: string }>();
  const removed: string[] = [];
  const storage: Storage = {
    async put(key, body, contentType) {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      const whole = Buffer.concat(chunks);
      files.set(key, { body: whole, contentType });
      return { size: whole.length };
    },
    async open() {
      return null;
    },
    async remove(key) {
      removed.push(key);
      files.delete(key);
    },
  };
  return { storage, files, removed };
}

/** A stream of the given chunks that, like @fastify/multipart at its limit, ends marked `truncated`. */
function truncatedStream(...chunks: Buffer[]): UploadStream {
  const stream: UploadStream = new Readable({ read() {} });
  for (const chunk of chunks) stream.push(chunk);
  stream.truncated = true;
  stream.push(null);
  return stream;
}

/** The reason `promise` was refused with. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(UploadRefused);
  return (error as UploadRefused).reason;
}

describe('detectFileType', () => {
  const everything = [...PDF_SIGNATURES, ...IMAGE_SIGNATURES, ...MP4_SIGNATURES];

  it.each([
    ['a PDF', PDF, 'application/pdf', 'pdf'],
    ['a PNG', PNG, 'image/png', 'png'],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg', 'jpg'],
    ['a GIF87a', Buffer.from('GIF87a....'), 'image/gif', 'gif'],
    ['a GIF89a', Buffer.from('GIF89a....'), 'image/gif', 'gif'],
    ['a WebP, whatever its RIFF length', WEBP, 'image/webp', 'webp'],
    ['an MP4 (isom)', iso('isom'), 'video/mp4', 'mp4'],
    ['an MP4 (M4V )', iso('M4V '), 'video/mp4', 'mp4'],
  ])('knows %s by its first bytes', (_name, head, contentType, extension) => {
    expect(detectFileType(head, everything)).toEqual({ contentType, extension });
  });

  it.each([
    ['text', Buffer.from('just some words, not a file')],
    ['a RIFF that is not WebP', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE')])],
    ['a QuickTime movie', iso('qt  ')],
    ['a HEIC photo', iso('heic')],
    ['a PNG cut short', PNG.subarray(0, 5)],
    ['an ftyp box cut before its brand', iso('isom').subarray(0, 10)],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, head) => {
    expect(detectFileType(head, everything)).toBeNull();
  });

  it('accepts only the signatures a caller passes', () => {
    expect(detectFileType(PNG, PDF_SIGNATURES)).toBeNull();
    expect(detectFileType(PDF, IMAGE_SIGNATURES)).toBeNull();
    expect(detectFileType(iso('isom'), [...PDF_SIGNATURES, ...MP4_SIGNATURES])?.extension).toBe('mp4');
  });

  it('takes MP4 brands only, not QuickTime or HEIC', () => {
    expect(detectFileType(iso('mp42'), MP4_SIGNATURES)).toEqual({
      contentType: 'video/mp4',
      extension: 'mp4',
    });
    for (const brand of ['qt  ', 'heic']) expect(detectFileType(iso(brand), MP4_SIGNATURES)).toBeNull();
  });
});

describe('audio and video signatures (lessons)', () => {
  const riff = (format: string) =>
    Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 1, 0]), Buffer.from(format)]);
  const WEBM = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]);

  it.each([
    ['an MP4', iso('isom'), 'video/mp4', 'mp4'],
    ['a WebM', WEBM, 'video/webm', 'webm'],
  ])('takes %s as video', (_name, head, contentType, extension) => {
    expect(detectFileType(head, VIDEO_SIGNATURES)).toEqual({ contentType, extension });
  });

  it.each([
    ['an MP3 with an ID3 tag', Buffer.from('ID3\x04\x00'), 'audio/mpeg', 'mp3'],
    ['a bare MP3 frame (FF FB)', Buffer.from([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg', 'mp3'],
    ['a bare MP3 frame (FF F3)', Buffer.from([0xff, 0xf3, 0x90, 0x64]), 'audio/mpeg', 'mp3'],
    ['a bare MP3 frame (FF F2)', Buffer.from([0xff, 0xf2, 0x90, 0x64]), 'audio/mpeg', 'mp3'],
    ['an M4A', iso('M4A '), 'audio/mp4', 'm4a'],
    ['an Ogg', Buffer.from('OggS\x00\x02'), 'audio/ogg', 'ogg'],
    ['a WAV, whatever its RIFF length', riff('WAVEfmt '), 'audio/wav', 'wav'],
  ])('takes %s as audio', (_name, head, contentType, extension) => {
    expect(detectFileType(head, AUDIO_SIGNATURES)).toEqual({ contentType, extension });
  });

  it('keeps audio and video apart, and refuses look-alikes', () => {
    expect(detectFileType(iso('isom'), AUDIO_SIGNATURES)).toBeNull();
    expect(detectFileType(iso('M4A '), VIDEO_SIGNATURES)).toBeNull();
    expect(detectFileType(riff('WEBPVP8 '), AUDIO_SIGNATURES)).toBeNull();
    expect(detectFileType(riff('AVI LIST'), AUDIO_SIGNATURES)).toBeNull();
    expect(detectFileType(WEBM, AUDIO_SIGNATURES)).toBeNull();
    expect(detectFileType(Buffer.from([0xff, 0xd8, 0xff]), AUDIO_SIGNATURES)).toBeNull();
    expect(detectFileType(PDF, VIDEO_SIGNATURES)).toBeNull();
    expect(detectFileType(riff('WAV'), AUDIO_SIGNATURES)).toBeNull();
  });
});

describe('sniff', () => {
  it('reads at least the head, across small chunks, and gives back the whole content', async () => {
    const source = Readable.from([
      Buffer.from('%P'),
      Buffer.from('DF-1'),
      Buffer.from('.7 rest'),
      Buffer.from('!'),
    ]);
    const { head, body } = await sniff(source, 5, 100);
    expect(head.toString()).toBe('%PDF-1');
    expect(Buffer.concat(await body.toArray()).toString()).toBe('%PDF-1.7 rest!');
  });

  it('fails the body past the limit, even when the head alone is too long', async () => {
    const { body } = await sniff(Readable.from([Buffer.alloc(6), Buffer.alloc(5)]), 4, 10);
    await expect(refusal(body.toArray())).resolves.toBe('too-large');
    const { body: first } = await sniff(Readable.from([Buffer.alloc(11)]), 4, 10);
    await expect(refusal(first.toArray())).resolves.toBe('too-large');
  });

  it('gives up on the source when discarded', async () => {
    const source = Readable.from([Buffer.from('hello'), Buffer.from(' there')]);
    const { discard } = await sniff(source, 4, 100);
    await discard();
    expect(source.destroyed).toBe(true);
  });
});

describe('storeUpload', () => {
  const options = {
    folder: 'uploads-test',
    accepted: [...PDF_SIGNATURES, ...IMAGE_SIGNATURES],
    maxBytes: 64,
  };

  it('stores an accepted file under a fresh key in the folder, with its type and size', async () => {
    const { storage, files } = memoryStorage();
    const content = Buffer.concat([PNG, Buffer.alloc(20)]);
    const stored = await storeUpload(
      storage,
      Readable.from([content.subarray(0, 3), content.subarray(3)]),
      options,
    );
    expect(stored).toMatchObject({ contentType: 'image/png', extension: 'png', size: content.length });
    expect(stored.key).toMatch(/^uploads-test\/[A-Za-z0-9_-]{22}\.png$/);
    expect(files.get(stored.key)).toEqual({ body: content, contentType: 'image/png' });
  });

  it('takes a file of exactly maxBytes and refuses one byte more, leaving nothing behind', async () => {
    const { storage, files, removed } = memoryStorage();
    const largest = Buffer.concat([PDF, Buffer.alloc(64 - PDF.length)]);
    expect((await storeUpload(storage, Readable.from([largest]), options)).size).toBe(64);

    const tooBig = [PDF, Buffer.alloc(64 - PDF.length), Buffer.alloc(1)];
    await expect(refusal(storeUpload(storage, Readable.from(tooBig), options))).resolves.toBe('too-large');
    expect(files.size).toBe(1);
    expect(removed).toHaveLength(1);
  });

  it('refuses a stream the multipart parser cut short, and removes what was stored', async () => {
    const { storage, files, removed } = memoryStorage();
    await expect(refusal(storeUpload(storage, truncatedStream(PDF), options))).resolves.toBe('too-large');
    expect(files.size).toBe(0);
    expect(removed).toHaveLength(1);
  });

  it('refuses a file of no accepted type, and an empty one, without storing anything', async () => {
    const { storage, files, removed } = memoryStorage();
    const text = Readable.from([Buffer.from('just some notes\n')]);
    await expect(refusal(storeUpload(storage, text, options))).resolves.toBe('type');
    expect(text.destroyed).toBe(true);
    await expect(refusal(storeUpload(storage, Readable.from([iso('isom')]), options))).resolves.toBe('type');
    await expect(refusal(storeUpload(storage, Readable.from([]), options))).resolves.toBe('empty');
    expect(files.size).toBe(0);
    expect(removed).toHaveLength(0);
  });

  it('passes a storage failure on after removing the key', async () => {
    const { storage, removed } = memoryStorage();
    const failing: Storage = { ...storage, put: () => Promise.reject(new Error('disk full')) };
    await expect(storeUpload(failing, Readable.from([PDF]), options)).rejects.toThrow('disk full');
    expect(removed).toHaveLength(1);
  });
});

describe('storeUpload of anything', () => {
  const anything = [{ contentType: 'application/octet-stream', extension: 'bin', bytes: [] }];

  it('takes any non-empty file with a signature of no bytes, and still refuses an empty one', async () => {
    const { storage, files } = memoryStorage();
    const stored = await storeUpload(storage, Readable.from([Buffer.from('PK\x03\x04 zip')]), {
      folder: 'downloads',
      accepted: anything,
      maxBytes: 100,
    });
    expect(stored).toMatchObject({ contentType: 'application/octet-stream', extension: 'bin', size: 8 });
    expect(files.get(stored.key)!.body.toString('latin1')).toBe('PK\x03\x04 zip');
    await expect(
      refusal(
        storeUpload(storage, Readable.from([]), { folder: 'downloads', accepted: anything, maxBytes: 100 }),
      ),
    ).resolves.toBe('empty');
  });
});

describe('cleanFileName', () => {
  it('keeps the last path segment without control characters', () => {
    expect(cleanFileName('C:\\Users\\me\\run log.pdf', 'file')).toBe('run log.pdf');
    expect(cleanFileName('../../etc/passwd', 'file')).toBe('passwd');
    expect(cleanFileName('bad\u0000name\n.mp4', 'file')).toBe('badname.mp4');
    expect(cleanFileName('  spaced.pdf  ', 'file')).toBe('spaced.pdf');
  });

  it('falls back when nothing is left, and cuts long names at 200 characters', () => {
    expect(cleanFileName(undefined, 'attachment.png')).toBe('attachment.png');
    expect(cleanFileName('dir/', 'file')).toBe('file');
    expect(cleanFileName(' \u0007 ', 'file')).toBe('file');
    expect(cleanFileName(`${'a'.repeat(300)}.pdf`, 'file')).toHaveLength(200);
  });
});
