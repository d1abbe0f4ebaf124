import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { track } from '../lib/funnel-events';
import { usePageViews } from './use-page-views';

jest.mock('../lib/funnel-events', () => ({ ...jest.requireActual('../lib/funnel-events'), track: jest.fn() }));

function PageViews() {
  usePageViews();
  return null;
}

const viewsAt = (path: string) => {
  jest.mocked(track).mockClear();
  render(
    <MemoryRouter initialEntries={[path]}>
      <PageViews />
    </MemoryRouter>,
  );
  return jest.mocked(track).mock.calls;
};

describe('usePageViews', () => {
  it.each([
    '/',
    '/test',
    '/es/test',
    '/results/comfort',
    '/embed/quiz',
    '/insights',
    '/insights/keys',
    '/es/insights/webhooks',
    '/no-such-page',
  ])('counts a visit of %s, by its path', (path) => {
    expect(viewsAt(path)).toEqual([['page_view', { route: path }]]);
  });
});
