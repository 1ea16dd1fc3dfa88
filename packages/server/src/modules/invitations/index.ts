/** The invitations module's door: what the rest of the server may use of it. */
export { findPendingByToken } from './invitations.repo';
export { invitationsRoutes } from './invitations.routes';
