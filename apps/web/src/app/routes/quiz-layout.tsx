import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from '../../components/ui/toaster';
import { preloadGraphqlClientOnIdle } from '../../lib/graphql-client';

// The quiz and results paint without Apollo Client; it downloads while the visitor reads or answers.
export function QuizLayout() {
  useEffect(() => preloadGraphqlClientOnIdle(), []);
  return (
    <>
      <Suspense>
        <Outlet />
      </Suspense>
      <Toaster />
    </>
  );
}
