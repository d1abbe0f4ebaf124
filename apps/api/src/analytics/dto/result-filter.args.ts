import { ArgsType, Field, Int } from '@nestjs/graphql';
import { PERSONALITY_KEYS } from '@tastetype/quiz-domain';
import { IsIn, IsOptional, IsString, Min } from 'class-validator';

@ArgsType()
export class ResultFilterArgs {
  @Field(() => Date, { nullable: true, description: 'Results created at or after this instant.' })
  @IsOptional()
  from?: Date;

  @Field(() => Date, { nullable: true, description: 'Results created before this instant.' })
  @IsOptional()
  to?: Date;

  @Field(() => String, { nullable: true, description: 'comfort, adventurous or healthy' })
  @IsOptional()
  @IsIn(PERSONALITY_KEYS)
  personality?: string;
}

export const MAX_PAGE_SIZE = 100;

@ArgsType()
export class PersonalityResultsArgs extends ResultFilterArgs {
  @Field(() => Int, { defaultValue: 20, description: `Page size, at most ${MAX_PAGE_SIZE} (larger asks are capped).` })
  @Min(1)
  first: number;

  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page.' })
  @IsOptional()
  @IsString()
  after?: string;
}
