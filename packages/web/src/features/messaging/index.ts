/** The messaging feature's door: what the app shell and other features may use of it. */
export { CHAT_BUTTON_LABEL, ClientChatWindow } from './components/client-chat-window';
export { MessagingProvider } from './components/messaging-provider';
export { useMessaging } from './hooks/messaging-context';
export { useUnreadMessageCount } from './api/get-room-info';
export { messagingRole } from './utils/access';
/**
 * The coach's messages page, loaded when its route first opens (issue 21): the app shell imports
 * this door at start-up, so pages exported from it here would weigh on every first load.
 */
export const loadMessagingPages = () => import('./pages');
