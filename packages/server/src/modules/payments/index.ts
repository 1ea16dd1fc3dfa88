/**
 * The payments module's door (issue 18, decision 017): the payment provider seam (Stripe or the
 * offline test provider), a paid sign-up's first charge, customers and cancellation, the
 * provider's webhook and the owner's card on file.
 */
export {
  cancelProviderSubscription,
  chargeFirstMonth,
  companyCanTakePayments,
  paymentAccountOfCompany,
  paymentProvider,
  paymentRequired,
  saveCustomer,
  simulateSubscriptionEvent,
} from './payments.service';
export { paymentsRoutes } from './payments.routes';
export { PaymentDeclined } from './payment-provider';
export type { PaymentProvider, ProviderCustomer, ProviderSubscription } from './payment-provider';
