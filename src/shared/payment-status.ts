// The life of a payment, shared by the database schema, the API contracts and both screens.
// 'cancelled' is the buyer leaving the checkout; 'expired' is a checkout nobody finished in time.
export const paymentStatuses = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  paid: 'Pago',
  pending: 'Pendente',
  failed: 'Falhou',
  cancelled: 'Cancelado',
  expired: 'Expirado',
};
