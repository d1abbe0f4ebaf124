import { ApolloProvider } from '@apollo/client/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from '../../components/ui/toaster';
import { createApolloClient } from '../../lib/apollo';

// Loaded lazily, so Apollo Client and the toasts stay off the home page's first load.
const client = createApolloClient();

export function QuizLayout() {
  return (
    <ApolloProvider client={client}>
      <Suspense>
        <Outlet />
      </Suspense>
      <Toaster />
    </ApolloProvider>
  );
}
