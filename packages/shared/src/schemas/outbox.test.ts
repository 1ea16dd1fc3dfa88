import { describe, expect, it } from 'vitest';
import { OUTBOX_STATUSES, outboxEmailSchema, outboxPageSchema, outboxTextPageSchema } from './outbox';

const mail = {
  id: 7,
  to: ['ann@example.test'],
  subject: 'You are invited',
  text: 'Join: http://localhost:3000/invitation/abc',
  html: null,
  status: 'kept',
  error: null,
  attempts: 0,
  created_at: '2025-01-02T03:04:05.000Z',
  sent_at: '2025-01-02T03:04:06.000Z',
};

describe('outbox schemas', () => {
  it('reads an outbox page', () => {
    const page = outboxPageSchema.parse({ count: 1, next: null, previous: null, results: [mail] });
    expect(page.results[0]).toEqual(mail);
  });

  it('knows every delivery status and no other', () => {
    expect(OUTBOX_STATUSES).toEqual(['queued', 'sent', 'kept', 'retrying', 'failed']);
    for (const status of OUTBOX_STATUSES)
      expect(outboxEmailSchema.safeParse({ ...mail, status }).success).toBe(true);
    expect(outboxEmailSchema.safeParse({ ...mail, status: 'sending' }).success).toBe(false);
  });

  it('reads a page of text messages', () => {
    const text = {
      id: 3,
      to: '+14155552671',
      body: 'Tandem: your exercises for today are ready. http://localhost:3000/daily-exercise',
      kind: 'exercise_reminder',
      status: 'sent',
      error: null,
      attempts: 1,
      provider_id: 'SM0123',
      created_at: '2025-01-02T03:04:05.000Z',
      sent_at: '2025-01-02T03:04:06.000Z',
    };
    expect(
      outboxTextPageSchema.parse({ count: 1, next: null, previous: null, results: [text] }).results,
    ).toEqual([text]);
    expect(
      outboxTextPageSchema.safeParse({ count: 1, next: null, previous: null, results: [mail] }).success,
    ).toBe(false);
  });
});
