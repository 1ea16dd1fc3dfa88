/** The install feature's door: the home-screen install prompt and the offline notice (issue 20). */
export { InstallPrompt } from './components/install-prompt';
export { OfflineBanner } from './components/offline-banner';
