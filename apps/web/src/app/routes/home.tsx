import { PERSONALITY_KEYS } from '@tastetype/quiz-domain';
import { ButtonLink } from '../../components/ui/button';
import { PageShell } from '../../components/layout/page-shell';
import { paths } from '../../config/paths';
import { PERSONALITY_MESSAGES } from '../../i18n/personality-messages';
import { useT } from '../../i18n/site-messages';
import { useLocalize } from '../../i18n/use-locale';

const BLURB_MESSAGES = {
  comfort: 'home.blurb.comfort',
  adventurous: 'home.blurb.adventurous',
  healthy: 'home.blurb.healthy',
} as const;

export function HomeRoute() {
  const t = useT();
  const testPath = useLocalize()(paths.test.href());
  return (
    <PageShell>
      <section className="py-10 text-center sm:py-16">
        <h1 className="text-5xl font-black tracking-tight text-stone-900 sm:text-7xl">
          Taste<span className="text-orange-700">Type</span>
        </h1>
        <p className="mx-auto mt-5 max-w-xl text-lg text-stone-700 sm:text-xl">{t('home.tagline')}</p>
        <ButtonLink to={testPath} className="mt-8 text-lg">
          {t('home.discover')}
        </ButtonLink>
      </section>

      <section aria-labelledby="personalities-heading" className="py-8">
        <h2 id="personalities-heading" className="text-center text-3xl font-bold">
          {t('home.personalitiesHeading')}
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-3">
          {PERSONALITY_KEYS.map((key) => (
            <li key={key} className="rounded-3xl bg-white p-6 text-center shadow-md ring-1 ring-stone-900/5">
              <img
                src={`/pictures/personalities/${key}.webp`}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                className="mx-auto size-24"
              />
              <h3 className="mt-4 text-xl font-bold">{t(PERSONALITY_MESSAGES[key])}</h3>
              <p className="mt-1 text-stone-700">{t(BLURB_MESSAGES[key])}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-8 rounded-3xl bg-orange-100 px-6 py-10 text-center">
        <h2 className="text-2xl font-bold">{t('home.readyHeading')}</h2>
        <p className="mt-2 text-stone-700">{t('home.readyText')}</p>
        <ButtonLink to={testPath} className="mt-6">
          {t('home.start')}
        </ButtonLink>
      </section>
    </PageShell>
  );
}
