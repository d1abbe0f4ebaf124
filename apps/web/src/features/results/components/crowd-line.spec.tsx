import { screen } from '@testing-library/react';
import { distributionFailure, distributionMock, personalitiesMock } from '../../../testing/mocks';
import { renderApp } from '../../../testing/render-app';

const SHARES = [
  { personality: 'comfort', percent: 37.6 },
  { personality: 'adventurous', percent: 41.2 },
  { personality: 'healthy', percent: 21.2 },
];

describe('the crowd line on the results page', () => {
  beforeEach(() => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
  });
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

  it("tells how many visitors share the visitor's personality", async () => {
    renderApp('/results/adventurous', [personalitiesMock(), distributionMock(SHARES)]);
    expect(await screen.findByText('41% of visitors are Flavor Explorers')).toBeVisible();
  });

  it('stays hidden while there are too few results, without holding up the reveal', async () => {
    renderApp('/results/comfort', [personalitiesMock(), distributionMock([])]);
    expect(await screen.findByRole('heading', { name: "You're a Comfort Connoisseur!" })).toBeVisible();
    expect(screen.queryByText(/% of visitors are/)).toBeNull();
  });

  it('stays hidden when the distribution cannot load', async () => {
    renderApp('/results/comfort', [personalitiesMock(), distributionFailure()]);
    expect(await screen.findByRole('button', { name: 'Share My Results' })).toBeVisible();
    expect(screen.queryByText(/% of visitors are/)).toBeNull();
  });
});
