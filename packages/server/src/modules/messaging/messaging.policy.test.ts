import { describe, expect, it } from 'vitest';
import { buildActor } from '../../test/actors';
import { mayUseMessaging, readsRoom, sendsInRoom, type RoomFacts } from './messaging.policy';

const room = (over: Partial<RoomFacts> = {}): RoomFacts => ({
  coachId: 1,
  clientId: 2,
  clientCoachId: 1,
  clientMayMessage: true,
  coachMayMessage: true,
  clientDeactivated: false,
  ...over,
});
const coach = buildActor({ userId: 1, isCoach: true });
const client = buildActor({ userId: 2 });
const stranger = buildActor({ userId: 3, isCoach: true });

describe('mayUseMessaging', () => {
  const facts = { clientFeatures: ['all'], coachFeatures: ['all'], exclude: [] as string[] };

  it('lets a coach in through coach_features and a client through client_features and allow_messaging', () => {
    expect(mayUseMessaging({ ...facts, isCoach: true, allowMessaging: null })).toBe(true);
    expect(mayUseMessaging({ ...facts, isCoach: false, allowMessaging: true })).toBe(true);
  });

  it('keeps out a client whose profile turns messaging off, and anyone whose features lack it', () => {
    expect(mayUseMessaging({ ...facts, isCoach: false, allowMessaging: false })).toBe(false);
    expect(mayUseMessaging({ ...facts, isCoach: false, allowMessaging: null })).toBe(false);
    expect(mayUseMessaging({ ...facts, isCoach: false, allowMessaging: true, exclude: ['messages'] })).toBe(
      false,
    );
    expect(
      mayUseMessaging({ ...facts, isCoach: true, allowMessaging: null, coachFeatures: ['dashboard'] }),
    ).toBe(false);
    expect(
      mayUseMessaging({ ...facts, isCoach: true, allowMessaging: null, coachFeatures: ['messages'] }),
    ).toBe(true);
  });
});

describe('readsRoom and sendsInRoom', () => {
  it('let both members read and send while the coach coaches the client', () => {
    for (const actor of [coach, client]) {
      expect(readsRoom(actor, room())).toBe(true);
      expect(sendsInRoom(actor, room())).toBe(true);
    }
  });

  it('keep everyone else out', () => {
    expect(readsRoom(stranger, room())).toBe(false);
    expect(readsRoom(buildActor({ userId: 1, isCoach: false }), room())).toBe(false);
  });

  it('close the room to both sides once the client has another coach', () => {
    expect(readsRoom(coach, room({ clientCoachId: 9 }))).toBe(false);
    expect(readsRoom(client, room({ clientCoachId: 9 }))).toBe(false);
  });

  it('leave the history to the coach, read-only, when the client is deactivated or loses messaging', () => {
    for (const closed of [room({ clientDeactivated: true }), room({ clientMayMessage: false })]) {
      expect(readsRoom(coach, closed)).toBe(true);
      expect(sendsInRoom(coach, closed)).toBe(false);
      expect(readsRoom(client, closed)).toBe(false);
    }
  });

  it('close the room to new messages when the coach no longer has the messages feature', () => {
    const closed = room({ coachMayMessage: false });
    expect(readsRoom(client, closed)).toBe(true);
    expect(sendsInRoom(client, closed)).toBe(false);
    expect(sendsInRoom(coach, closed)).toBe(false);
  });

  it('let an impersonating admin read but not send', () => {
    const impersonated = buildActor({ userId: 2, impersonatorId: 7 });
    expect(readsRoom(impersonated, room())).toBe(true);
    expect(sendsInRoom(impersonated, room())).toBe(false);
  });
});
