import { ArgsType, Field, Int } from '@nestjs/graphql';
import { LOCALES, PERSONALITY_KEYS } from '@tastetype/quiz-domain';
import { PersonalityKeyEnum } from '../../../platform/graphql/quiz-enums';
import { IsIn, IsOptional, IsString, Min } from 'class-validator';
import { IsLocaleTag } from '../../../platform/common/locale-tag';

/** A window of results by when they were created. */
@ArgsType()
export class ResultWindowArgs {
  @Field(() => Date, {
    nullable: true,
    description: 'Results created at or after this instant (ISO 8601). Must not be later than `to`.',
  })
  @IsOptional()
  from?: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'Results created before this instant (ISO 8601). Must not be earlier than `from`.',
  })
  @IsOptional()
  to?: Date;
}

/** A window of results, and one personality and one language. */
@ArgsType()
export class ResultFilterArgs extends ResultWindowArgs {
  @Field(() => PersonalityKeyEnum, {
    nullable: true,
    description: 'Only results of this personality; all when omitted.',
  })
  @IsOptional()
  @IsIn(PERSONALITY_KEYS)
  personality?: string;

  @Field(() => String, {
    nullable: true,
    description: `Only results of quizzes taken in this language (${LOCALES.join(', ')}, any letter case); all when omitted.`,
  })
  @IsOptional()
  @IsLocaleTag()
  locale?: string;
}

export const MAX_PAGE_SIZE = 100;

@ArgsType()
export class PersonalityResultsArgs extends ResultFilterArgs {
  @Field(() => Int, {
    defaultValue: 20,
    description: `Page size: at least 1; asks above ${MAX_PAGE_SIZE} get ${MAX_PAGE_SIZE}.`,
  })
  @Min(1)
  first: number;

  @Field(() => String, {
    nullable: true,
    description: 'The endCursor of the previous page, exactly as returned; any other value is refused.',
  })
  @IsOptional()
  @IsString()
  after?: string;
}
