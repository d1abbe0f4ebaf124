import { Field, InputType } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { type Arrival, MAX_ARRIVAL_VALUE_LENGTH } from '@tastetype/quiz-domain';
import { IsOptional, IsString } from 'class-validator';

const FOLDED = `Trimmed, cleaned of control characters and cut to ${MAX_ARRIVAL_VALUE_LENGTH} characters: a messy value never refuses what it rides on.`;

/** One optional string field of an arrival, the same in GraphQL, OpenAPI and validation. */
function ArrivalField(description: string, example?: string): PropertyDecorator {
  const graphql = Field(() => String, { nullable: true, description: `${description} ${FOLDED}` });
  const openapi = ApiPropertyOptional({ type: 'string', description: `${description} ${FOLDED}`, example });
  return (target, key) => {
    graphql(target, key);
    openapi(target, key);
    IsOptional()(target, key);
    IsString()(target, key);
  };
}

@InputType({
  description:
    "Where the page session's visitor came from, as its first page read it: the link's tags and the referrer's host, never a path. The server reads it into a channel, source, medium and campaign.",
})
export class ArrivalInput implements Arrival {
  @ArrivalField('The link\'s utm_source, e.g. "newsletter".', 'newsletter')
  utmSource?: string;

  @ArrivalField('The link\'s utm_medium, e.g. "email".', 'email')
  utmMedium?: string;

  @ArrivalField("The link's utm_campaign.", 'monday-digest')
  utmCampaign?: string;

  @ArrivalField("The link's utm_content.")
  utmContent?: string;

  @ArrivalField("The link's utm_term.")
  utmTerm?: string;

  @ArrivalField('The link\'s ref (a source, as Plausible reads it); "share" on a shared result link.')
  ref?: string;

  @ArrivalField(
    "The referring page's host alone (never its path or query); inside an embed, the publisher's host.",
    'www.google.com',
  )
  referrer?: string;

  @ArrivalField('How a shared result link was passed on: "sheet" (the share sheet) or "embed".')
  via?: string;
}
