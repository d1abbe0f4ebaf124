import type { PersonalitiesQuery } from '../../../gql/graphql';
import { ButtonLink } from '../../../components/ui/button';
import { CrowdLine } from './crowd-line';
import { ShareButton } from './share-button';
import { useQuizPaths } from '../../../config/quiz-paths';
import { useT } from '../../../i18n/site-messages';
import { track } from '../../../lib/funnel-events';
import { useRevealStage } from './use-reveal-stage';

type Profile = PersonalitiesQuery['personalities'][number];

// Hidden parts keep their space (visibility, not display), so the reveal shifts no layout.
const reveal = (shown: boolean) => ({
  className: `motion-safe:transition motion-safe:duration-700 ${shown ? 'opacity-100 translate-y-0' : 'opacity-0 motion-safe:translate-y-6'}`,
  style: shown ? undefined : { visibility: 'hidden' as const },
});

export function PersonalityReveal({ profile, resultId }: { profile: Profile; resultId?: string }) {
  const stage = useRevealStage();
  const quizPaths = useQuizPaths();
  const t = useT();
  return (
    <article className={`mt-4 overflow-hidden rounded-[2rem] bg-linear-to-br ${profile.color} p-2 shadow-xl`}>
      <div className="rounded-[1.6rem] bg-white/60 px-5 py-8 sm:px-10">
        <h1 {...reveal(stage !== 'hidden')}>
          <span className="block text-center text-3xl font-black sm:text-5xl">
            {t('results.youAre', { title: profile.title })}
          </span>
        </h1>
        <section {...reveal(stage === 'content')} aria-label={t('results.sectionLabel')}>
          <div className="mt-8 grid gap-8 md:grid-cols-2">
            <div>
              <p className="text-lg leading-relaxed">{profile.description}</p>
              <h2 className="mt-6 text-xl font-bold">{t('results.traits')}</h2>
              <ul className="mt-2 list-disc space-y-1 ps-5">
                {profile.traits.map((trait) => (
                  <li key={trait}>{trait}</li>
                ))}
              </ul>
              <h2 className="mt-6 text-xl font-bold">{t('results.foods')}</h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {profile.foods.map((food) => (
                  <li key={food} className="rounded-full bg-orange-100 px-3 py-1 text-sm font-semibold text-orange-900">
                    {food}
                  </li>
                ))}
              </ul>
            </div>
            <figure className="text-center">
              <img
                src={profile.image}
                alt={t('results.pictureAlt', { title: profile.title })}
                width={256}
                height={256}
                className="mx-auto size-56 sm:size-64"
              />
              <figcaption className="mt-2 text-lg font-semibold">{t('results.foodStyle')}</figcaption>
            </figure>
            <div className="flex flex-wrap justify-center gap-3 md:col-span-2">
              <ShareButton
                personality={profile.key}
                title={profile.title}
                description={profile.description}
                resultId={resultId}
              />
              <ButtonLink to={quizPaths.test} variant="outline" onClick={() => track('retake')}>
                {t('results.retake')}
              </ButtonLink>
              {quizPaths.home && (
                <ButtonLink to={quizPaths.home} variant="ghost">
                  {t('results.home')}
                </ButtonLink>
              )}
            </div>
          </div>
          <CrowdLine personality={profile.key} title={profile.title} />
        </section>
      </div>
    </article>
  );
}
