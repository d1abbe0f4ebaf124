import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALES, localizedPath } from '@tastetype/quiz-domain';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useCatalog } from '../../i18n/catalog';
import { useLocale } from '../../i18n/use-locale';
import { usePageLanguage } from '../../i18n/use-page-language';
import { EmbedGuide } from './embed-guide';
import { embedGuideMessages } from './embed-guide-messages';
import ar from './messages/ar.json';
import en from './messages/en.json';
import es from './messages/es.json';

/** The guide as its route shows it: in the page's language, once its messages have arrived. */
function Guide() {
  usePageLanguage();
  const ready = useCatalog(embedGuideMessages, useLocale());
  return ready ? <EmbedGuide /> : null;
}

/** The guide at `path`, under every language's prefix as in the app; resolves once its heading shows. */
async function openGuide(path: string, heading: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {LOCALES.map((locale) => (
          <Route key={locale} path={localizedPath(locale, '/embed')} element={<Guide />} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  return user;
}

const snippet = () => screen.getByText(/data-tastetype-quiz/).textContent;
const origin = window.location.origin;

describe('the publishers’ guide', () => {
  it('gives the English snippet on /embed, with no language named', async () => {
    await openGuide('/embed', 'Embed the TasteType food quiz');
    expect(screen.getByRole('combobox', { name: 'Language of the quiz' })).toHaveValue('en');
    expect(snippet()).toBe(
      `<div data-tastetype-quiz style="min-height: 600px"><a href="${origin}/">Take the TasteType food quiz</a></div>\n` +
        `<script src="${origin}/embed.js" async></script>`,
    );
    expect(screen.getByRole('cell', { name: en['guide.option.locale'] })).toBeVisible();
  });

  it('speaks Spanish on /es/embed, and its snippet frames the Spanish quiz', async () => {
    await openGuide('/es/embed', es['guide.heading']);
    expect(screen.getByRole('heading', { name: es['guide.step2'] })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: es['guide.whatColumn'] })).toBeVisible();
    expect(screen.getByRole('heading', { name: es['guide.events'] })).toBeVisible();
    expect(screen.getByRole('button', { name: es['guide.copy'] })).toBeVisible();
    expect(screen.getByRole('combobox', { name: es['guide.quizLanguage'] })).toHaveValue('es');
    expect(snippet()).toContain(
      `<div data-tastetype-quiz data-locale="es" style="min-height: 600px"><a href="${origin}/es">${es['guide.snippetLink']}</a></div>`,
    );
  });

  it('frames another language than the page’s when the publisher picks one, its link in that language', async () => {
    const user = await openGuide('/embed', 'Embed the TasteType food quiz');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the quiz' }), 'العربية');
    await waitFor(() => expect(snippet()).toContain(`<a href="${origin}/ar">${ar['guide.snippetLink']}</a>`));
    expect(snippet()).toContain('<div data-tastetype-quiz data-locale="ar" style="min-height: 600px">');
    // The page itself stays in English.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Embed the TasteType food quiz');
  });

  it('names no language when English is picked on a Spanish page', async () => {
    const user = await openGuide('/es/embed', es['guide.heading']);
    await user.selectOptions(screen.getByRole('combobox', { name: es['guide.quizLanguage'] }), 'English');
    await waitFor(() => expect(snippet()).toContain(`<a href="${origin}/">Take the TasteType food quiz</a>`));
    expect(snippet()).toContain('<div data-tastetype-quiz style="min-height: 600px">');
  });

  it('copies the snippet and says so, until another language makes it a new snippet', async () => {
    const user = await openGuide('/embed', 'Embed the TasteType food quiz');
    await user.click(screen.getByRole('button', { name: 'Copy the snippet' }));
    expect(await navigator.clipboard.readText()).toBe(snippet());
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the quiz' }), 'Deutsch');
    expect(screen.getByRole('button', { name: 'Copy the snippet' })).toBeVisible();
  });

  it('keeps code left to right on the Arabic page', async () => {
    await openGuide('/ar/embed', ar['guide.heading']);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText(/data-tastetype-quiz/).closest('pre')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('cell', { name: 'onHeightChange' })).toHaveAttribute('dir', 'ltr');
  });
});
