/** The messaging pages, a chunk of their own: the router loads it through `loadMessagingPages` (index.ts). */
export { MessagesPage } from './components/messages-page';
