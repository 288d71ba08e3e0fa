import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../shared/ui/toast.tsx';
import type { AppRouter } from './router.tsx';
import { SessionEndedListener } from './SessionEndedListener.tsx';

/** The app around the router; the query client is the one the router's loaders fill (main.tsx makes both). */
export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <SessionEndedListener router={router} />
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  );
}
