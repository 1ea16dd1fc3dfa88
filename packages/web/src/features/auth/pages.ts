/** The login page, a chunk of its own: the router loads it through `loadAuthPages` (index.ts). */
export { LoginPage } from './components/login-page';
