import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { ThemeProvider } from '../components/theme/theme-provider';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* SPEC.md section 2: toasts top-right in a dark theme; section 9: 4 s. */}
        <Toaster position="top-right" theme="dark" richColors duration={4000} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
