import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';

const nullableText = (description: string) => ({ oneOf: [{ type: 'string' }, { type: 'null' }], description });

@ObjectType({ description: "Where the result's visitor came from, as the server read the page session's arrival." })
export class ResultAttribution {
  @Field({
    description: "GA4's default channel group (Direct, Organic Search, Email, …), or Shared for a friend's link.",
  })
  @ApiProperty({ example: 'Email' })
  channel: string;

  @Field({ description: 'The source: a utm_source, a ref, or the referrer named by its host; "(direct)" for none.' })
  @ApiProperty({ example: 'newsletter' })
  source: string;

  @Field({ description: 'The medium: a utm_medium, or the kind of referrer (search, social, …); "(none)" for none.' })
  @ApiProperty({ example: 'email' })
  medium: string;

  @Field({ description: 'The utm_campaign, or "(not set)".' })
  @ApiProperty({ example: 'monday-digest' })
  campaign: string;

  @Field(() => String, { nullable: true, description: 'The utm_content, if the link had one.' })
  @ApiProperty(nullableText('The utm_content, or null.'))
  content: string | null;

  @Field(() => String, { nullable: true, description: 'The utm_term, if the link had one.' })
  @ApiProperty(nullableText('The utm_term, or null.'))
  term: string | null;
}
