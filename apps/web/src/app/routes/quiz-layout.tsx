import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from '../../components/ui/toaster';
import { preloadGraphqlClientOnFirstInteraction } from '../../lib/graphql-client';

// The quiz and results paint without Apollo Client: the results page asks for it with its figures, the quiz with its
// first answer, so a visitor's first paint and network idle hold only what they show.
export function QuizLayout() {
  useEffect(() => preloadGraphqlClientOnFirstInteraction(), []);
  return (
    <>
      <Suspense>
        <Outlet />
      </Suspense>
      <Toaster />
    </>
  );
}
