import { describe, expect, it } from 'vitest';
import { attachmentName, detectAttachmentType } from './task-attachment';

const mp4 = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from(`ftyp${brand}`), Buffer.alloc(16)]);

describe('detectAttachmentType', () => {
  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ'), 'application/pdf', 'pdf'],
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), 'image/png', 'png'],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]), 'image/jpeg', 'jpg'],
    ['an MP4 (isom)', mp4('isom'), 'video/mp4', 'mp4'],
    ['an MP4 (mp42)', mp4('mp42'), 'video/mp4', 'mp4'],
  ])('knows %s by its first bytes', (_name, head, contentType, extension) => {
    expect(detectAttachmentType(head)).toEqual({ contentType, extension });
  });

  it.each([
    ['text', Buffer.from('just some words, not a file')],
    ['a QuickTime movie', mp4('qt  ')],
    ['a HEIC photo', mp4('heic')],
    ['an almost-PDF', Buffer.from('%PDX-1.7')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, head) => {
    expect(detectAttachmentType(head)).toBeNull();
  });
});

describe('attachmentName', () => {
  it('keeps the last path segment without control characters', () => {
    expect(attachmentName('C:\\Users\\me\\run log.pdf', 'pdf')).toBe('run log.pdf');
    expect(attachmentName('../../etc/passwd', 'pdf')).toBe('passwd');
    expect(attachmentName('bad\u0000name\n.mp4', 'mp4')).toBe('badname.mp4');
  });

  it('names a nameless file by its type', () => {
    expect(attachmentName(undefined, 'png')).toBe('attachment.png');
    expect(attachmentName('  ', 'mp4')).toBe('attachment.mp4');
  });

  it('cuts long names at 200 characters', () => {
    expect(attachmentName(`${'a'.repeat(300)}.pdf`, 'pdf')).toHaveLength(200);
  });
});
