/** Payments (architecture §6): selling modules register a purpose; providers implement PaymentProvider. */

export { paymentCreationCtes } from './repository.ts';
export {
  createPayments,
  dayInLithuania,
  formatReceiptNumber,
  type PaymentsLog,
  RECONCILE_MIN_AGE_MS,
  TRANSFER_PROVIDER,
} from './service.ts';
export { RECONCILE_EVERY_MS, setUpPayments } from './setup.ts';
export type {
  CancellablePaymentProvider,
  OpenedPayment,
  PaidStatement,
  PaymentProvider,
  PaymentPurpose,
  PaymentRow,
  Payments,
  PaymentsService,
  ProviderStatus,
} from './types.ts';
