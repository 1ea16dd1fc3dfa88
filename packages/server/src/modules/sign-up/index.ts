/** The sign-up module's door: what the rest of the server may use of it. */
export { signUpRoutes } from './sign-up.routes';
