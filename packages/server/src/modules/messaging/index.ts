/** The messaging module's door: what the rest of the server may use of it. */
export { markSeen } from './messaging.repo';
export { messagingRoutes } from './messaging.routes';
export { joinReadableRooms, messagingSocket } from './messaging.socket';
