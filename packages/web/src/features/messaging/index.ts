/** The messaging feature's door: what the app shell and other features may use of it. */
export { CHAT_BUTTON_LABEL, ClientChatWindow } from './components/client-chat-window';
export { MessagesPage } from './components/messages-page';
export { MessagingProvider } from './components/messaging-provider';
export { useMessaging } from './hooks/messaging-context';
export { messagingRole } from './utils/access';
