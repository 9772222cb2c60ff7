import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { ThemeProvider } from '../components/theme/theme-provider';
import { useIsMobile } from './layouts/shell/use-media';

/** Below the 4rem sticky header, so credits, plan and Sair stay visible and clickable. */
const belowHeader = { top: 'calc(4rem + 8px)' };

/**
 * SPEC.md section 2: toasts top-right in a dark theme; section 9: 4 s. On phones they rise from
 * the bottom instead: at the top they covered the header and the titles of open dialogs.
 */
function AppToaster() {
  const phone = useIsMobile();
  return (
    <Toaster
      position={phone ? 'bottom-center' : 'top-right'}
      offset={belowHeader}
      mobileOffset={{ bottom: 12, left: 12, right: 12 }}
      theme="dark"
      richColors
      duration={4000}
    />
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
