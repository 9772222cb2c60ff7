// The payments feature's public surface: the app mounts the provider and routes; other features
// (analysis) open the plans modal or the credits-exhausted dialog with usePlansModal().
export { PaymentsProvider } from './components/payments-provider';
export { usePlansModal, usePayments } from './components/payments-context';
export { PlanPayButtons } from './components/plan-pay-buttons';
