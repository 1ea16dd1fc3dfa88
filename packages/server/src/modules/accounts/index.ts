/** The accounts module's door: what the rest of the server may use of it. */
export { canOnUser } from './accounts.policy';
export { presentClientProfile } from './accounts.presenter';
export {
  createSession,
  emailTaken,
  emailTakenByOther,
  findUserByEmail,
  findUserFacts,
  touchLastLogin,
  updateUser,
} from './accounts.repo';
export { accountsRoutes } from './accounts.routes';
export { getUser } from './accounts.service';
export { confirmCurrentPassword } from './current-password';
export { revokeSessions, withSessionRevocation, type Revoke } from './sessions.service';
