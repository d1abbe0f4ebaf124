import { PersonalitiesDocument, type PersonalitiesQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { type QueryState, useGraphqlQuery } from '../../../lib/graphql-client';
import { embeddedProfiles } from '../../../lib/embedded-profiles';

/** The profiles in the page's language: at once from the page's HTML when it carries them, else asked of the server. */
export function usePersonalities(): QueryState<PersonalitiesQuery> {
  const locale = useLocale();
  const embedded = embeddedProfiles(locale);
  const queried = useGraphqlQuery(PersonalitiesDocument, { locale }, embedded !== undefined);
  return embedded ? { data: { personalities: embedded }, loading: false } : queried;
}
