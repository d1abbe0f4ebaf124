import { screen, waitFor, within } from '@testing-library/react';
import { personalitiesMock, saveMock } from '../testing/mocks';
import { expectLocation, renderApp } from '../testing/render-app';
import ar from './messages/ar.json';
import de from './messages/de.json';
import es from './messages/es.json';

const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');
const askFor = (asked: string[]) => Object.defineProperty(navigator, 'languages', { value: asked, configurable: true });

afterEach(() => {
  if (languages) Object.defineProperty(Navigator.prototype, 'languages', languages);
  Reflect.deleteProperty(navigator, 'languages');
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('a page in another language', () => {
  it('speaks Spanish under /es: the quiz, its progress, and a save that records the language and stays in Spanish', async () => {
    const answers = { flavor: 'fresh', dining: 'fresh_natural', cooking: 'simple' };
    const { user } = renderApp('/es/test', [saveMock('healthy', answers, 0, 'es'), personalitiesMock('es')]);
    expect(await screen.findByRole('heading', { name: es['quiz.heading'] })).toBeVisible();
    expect(screen.getByText('Pregunta 1 de 3')).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', 'es');
    for (const option of ['option.fresh', 'option.fresh_natural', 'option.simple'] as const) {
      await user.click(screen.getByRole('radio', { name: es[option] }));
      await user.click(screen.getByRole('button', { name: /^(Siguiente|Ver mis resultados)$/ }));
    }
    await expectLocation(/^\/es\/results\/healthy\?id=/);
  });

  it('mirrors the page in Arabic, counting the questions as Arabic writes numbers', async () => {
    renderApp('/ar/test');
    expect(await screen.findByRole('heading', { name: ar['quiz.heading'] })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    const count = new Intl.NumberFormat('ar');
    expect(screen.getByText(`السؤال ${count.format(1)} من ${count.format(3)}`)).toBeVisible();
  });

  it('names the personalities on the home page in the page’s language', async () => {
    renderApp('/de');
    expect(await screen.findByRole('heading', { name: de['personality.comfort'] })).toBeVisible();
    expect(screen.getByRole('link', { name: de['home.discover'] })).toHaveAttribute('href', '/de/test');
  });
});

describe('the language switcher', () => {
  it('offers the same page, query string and all, in every language, and switches to one', async () => {
    const { user } = renderApp('/es/results?ref=share');
    const list = await screen.findByRole('list', { name: 'Idioma' });
    const hrefs = within(list)
      .getAllByRole('link')
      .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['en', '/results?ref=share'],
      ['es', '/es/results?ref=share'],
      ['de', '/de/results?ref=share'],
      ['fr', '/fr/results?ref=share'],
      ['pt-BR', '/pt-br/results?ref=share'],
      ['ar', '/ar/results?ref=share'],
    ]);
    await user.click(screen.getByLabelText('Idioma: Español'));
    await user.click(within(list).getByRole('link', { name: 'Deutsch' }));
    await expectLocation('/de/results?ref=share');
    expect(await screen.findByRole('heading', { name: de['results.notFound.heading'] })).toBeVisible();
  });
});

describe('the offer of the browser’s language', () => {
  it('offers a Spanish-speaking browser the Spanish page, in Spanish, without moving it, until dismissed', async () => {
    askFor(['es-MX', 'en']);
    const { user } = renderApp('/test');
    const offer = await screen.findByText(es['offer.text']);
    expect(offer.closest('aside')).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('link', { name: es['offer.action'] })).toHaveAttribute('href', '/es/test');
    await expectLocation('/test');
    await user.click(screen.getByRole('button', { name: es['offer.dismiss'] }));
    await waitFor(() => expect(screen.queryByText(es['offer.text'])).toBeNull());
  });

  it('offers nothing when the page is already in the browser’s language', async () => {
    askFor(['es']);
    renderApp('/es/test');
    expect(await screen.findByRole('heading', { name: es['quiz.heading'] })).toBeVisible();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('offers nothing when the browser asks for none of our languages', async () => {
    askFor(['ja', 'it']);
    renderApp('/test');
    expect(await screen.findByRole('heading', { name: 'Food Personality Assessment' })).toBeVisible();
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
