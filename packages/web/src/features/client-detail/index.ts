/**
 * The client-detail feature's door: the coach's page about one client (the spec's Client Detail
 * screen), which composes the other features' tabs (habits, goals, pulse, courses, messages).
 */
export { ClientDetailPage } from './components/client-detail-page';
