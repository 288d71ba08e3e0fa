import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../shared/ui/toast.tsx';
import { createQueryClient } from './query-client.ts';
import type { AppRouter } from './router.tsx';
import { SessionEndedListener } from './SessionEndedListener.tsx';

export function App({ router }: { router: AppRouter }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <SessionEndedListener router={router} />
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  );
}
