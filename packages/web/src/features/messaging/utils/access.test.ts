import { describe, expect, it } from 'vitest';
import { buildClient, buildCoach, buildUser } from '../../../test/factories';
import { messagingRole } from './access';

describe('messagingRole', () => {
  it("makes a coach whose features grant 'messages' the coach side", () => {
    expect(messagingRole(buildCoach())).toBe('coach');
    expect(messagingRole(buildCoach({ coach_features: ['messages'] }))).toBe('coach');
    expect(messagingRole(buildCoach({ coach_features: ['cohorts'] }))).toBeNull();
    expect(messagingRole(buildCoach({ exclude: ['messages'] }))).toBeNull();
  });

  it('makes a client the client side when their profile allows messaging and their features grant it', () => {
    expect(messagingRole(buildClient())).toBe('client');
    expect(messagingRole(buildClient({ allow_messaging: false }))).toBeNull();
    expect(messagingRole(buildClient({}, { client_features: ['goals'] }))).toBeNull();
    expect(messagingRole(buildClient({}, { exclude: ['messages'] }))).toBeNull();
  });

  it('gives a user with neither licence nor profile no messaging', () => {
    expect(messagingRole(buildUser())).toBeNull();
  });
});
