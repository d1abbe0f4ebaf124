import { ArgsType, Field, Int } from '@nestjs/graphql';
import { PERSONALITY_KEYS } from '@tastetype/quiz-domain';
import { PersonalityKeyEnum } from '../../graphql/quiz-enums';
import { IsIn, IsOptional, IsString, Min } from 'class-validator';

@ArgsType()
export class ResultFilterArgs {
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

  @Field(() => PersonalityKeyEnum, {
    nullable: true,
    description: 'Only results of this personality; all when omitted.',
  })
  @IsOptional()
  @IsIn(PERSONALITY_KEYS)
  personality?: string;
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
