import { PERSONALITY_TITLES } from '@tastetype/quiz-domain';
import { ButtonLink } from '../../components/ui/button';
import { PageShell } from '../../components/layout/page-shell';
import { paths } from '../../config/paths';

const PERSONALITY_CARDS = [
  { key: 'comfort', title: PERSONALITY_TITLES.comfort, blurb: 'Cozy, familiar flavors' },
  { key: 'adventurous', title: PERSONALITY_TITLES.adventurous, blurb: 'Bold, exotic cuisines' },
  { key: 'healthy', title: PERSONALITY_TITLES.healthy, blurb: 'Fresh, wholesome ingredients' },
] as const;

export function HomeRoute() {
  return (
    <PageShell>
      <section className="py-10 text-center sm:py-16">
        <h1 className="text-5xl font-black tracking-tight text-stone-900 sm:text-7xl">
          Taste<span className="text-orange-700">Type</span>
        </h1>
        <p className="mx-auto mt-5 max-w-xl text-lg text-stone-700 sm:text-xl">
          Three picture questions. One delicious answer. Find out what your plate says about you.
        </p>
        <ButtonLink to={paths.test.href()} className="mt-8 text-lg">
          Discover My Food Personality
        </ButtonLink>
      </section>

      <section aria-labelledby="personalities-heading" className="py-8">
        <h2 id="personalities-heading" className="text-center text-3xl font-bold">
          What's Your Food Personality?
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-3">
          {PERSONALITY_CARDS.map((card) => (
            <li key={card.key} className="rounded-3xl bg-white p-6 text-center shadow-md ring-1 ring-stone-900/5">
              <img
                src={`/pictures/personalities/${card.key}.webp`}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                className="mx-auto size-24"
              />
              <h3 className="mt-4 text-xl font-bold">{card.title}</h3>
              <p className="mt-1 text-stone-700">{card.blurb}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-8 rounded-3xl bg-orange-100 px-6 py-10 text-center">
        <h2 className="text-2xl font-bold">Ready for a little self-discovery?</h2>
        <p className="mt-2 text-stone-700">It takes about 2 minutes: three questions, no sign-up.</p>
        <ButtonLink to={paths.test.href()} className="mt-6">
          Start My Food Journey
        </ButtonLink>
      </section>
    </PageShell>
  );
}
