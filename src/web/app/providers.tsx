import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { Toaster } from 'sonner';
import { ThemeProvider } from '../components/theme/theme-provider';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <Tooltip.Provider delayDuration={300}>
          {children}
          {/* SPEC.md section 2: toasts top-right in a dark theme; section 9: 4 s. */}
          <Toaster position="top-right" theme="dark" richColors duration={4000} />
        </Tooltip.Provider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
