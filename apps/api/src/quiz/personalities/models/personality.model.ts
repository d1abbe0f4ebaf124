import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty, OmitType } from '@nestjs/swagger';
import { PersonalityKeyEnum } from '../../../platform/graphql/quiz-enums';
import { PERSONALITY_PROPERTY } from '../../../platform/openapi/quiz-properties';

@ObjectType({
  description: 'A food personality and the profile shown on its results page.',
})
export class Personality {
  @Field(() => PersonalityKeyEnum)
  @ApiProperty(PERSONALITY_PROPERTY)
  key: string;

  @Field()
  @ApiProperty()
  title: string;

  @Field()
  @ApiProperty()
  description: string;

  @Field({ description: 'Tailwind gradient classes for the results page.' })
  @ApiProperty({
    description: 'Tailwind gradient classes for the results page.',
  })
  color: string;

  @Field(() => [String])
  @ApiProperty({ type: [String] })
  traits: string[];

  @Field(() => [String])
  @ApiProperty({ type: [String] })
  foods: string[];

  @Field({ description: 'URL of the profile picture, served by this server.' })
  @ApiProperty({
    description: 'URL of the profile picture, served by this server.',
  })
  image: string;
}

/** A profile as REST gives it: keyed by personality, so without its key. */
export class PersonalityProfile extends OmitType(Personality, ['key'] as const) {}
