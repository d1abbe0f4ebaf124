/** What a tagged link says of where its visitors come from; an empty tag is left out. */
export interface LinkTags {
  source: string;
  medium: string;
  campaign: string;
}

/**
 * The quiz's home page at `origin` with UTM tags, encoded as a query string encodes them. Source and medium go in
 * lower case, as the UTM convention has it and the server counts them; a campaign keeps its own case.
 */
export function taggedLink(origin: string, { source, medium, campaign }: LinkTags): string {
  const params = new URLSearchParams();
  const tags: [string, string][] = [
    ['utm_source', source.trim().toLowerCase()],
    ['utm_medium', medium.trim().toLowerCase()],
    ['utm_campaign', campaign.trim()],
  ];
  for (const [name, value] of tags) if (value) params.set(name, value);
  const query = params.toString();
  return `${origin}/${query ? `?${query}` : ''}`;
}
