/** The dev-outbox feature's door: what the app shell and other features may use of it. */
export { OutboxPage } from './components/outbox-page';
export { DemoPasswordAlert } from './components/demo-password-alert';
