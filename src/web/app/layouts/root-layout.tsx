import { Outlet, ScrollRestoration } from 'react-router';
import { PaymentsProvider } from '../../features/payments';

// The payments provider sits inside the router (its flows navigate) and above every page, so the
// plans modal, the PIX dialog and the payment-return handler exist once for the whole app.
export function RootLayout() {
  return (
    <PaymentsProvider>
      <Outlet />
      <ScrollRestoration />
    </PaymentsProvider>
  );
}
