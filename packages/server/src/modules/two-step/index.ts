/** The two-step module's door: its settings routes, and the login's steps for the accounts module. */
export { twoStepRoutes, relyingPartyOf } from './two-step.routes';
export {
  afterPassword,
  completeSecondStep,
  openSecondStep,
  passkeyLoginAccount,
  passkeyLoginOptions,
  secondStepPasskeyOptions,
  type AfterPassword,
} from './two-step.login';
