import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLocalize } from '../../../../i18n/use-locale';
import { type InsightsView, movedView, viewOfPath, viewPath } from './insights-view';

/**
 * The view the address names. An old address (`/insights?view=keys`) shows its view at once and is replaced by the
 * view's own path in the page's language: in an effect, so the page the server sent for /insights hydrates first.
 */
export function useInsightsView(): InsightsView {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const localize = useLocalize();
  const view = viewOfPath(pathname);
  const moved = view === 'figures' ? movedView(new URLSearchParams(search)) : undefined;
  const movedTo = moved && localize(viewPath(moved.view)) + moved.search;
  useEffect(() => {
    if (movedTo) void navigate(movedTo, { replace: true });
  }, [movedTo, navigate]);
  return moved?.view ?? view;
}
