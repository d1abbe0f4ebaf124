import { Field, Int, ObjectType } from '@nestjs/graphql';
import { PersonalityResult } from '../../../quiz/results/models/personality-result.model';

@ObjectType()
export class PageInfo {
  @Field()
  hasNextPage: boolean;

  @Field(() => String, { nullable: true })
  endCursor: string | null;
}

@ObjectType()
export class PersonalityResultEdge {
  @Field()
  cursor: string;

  @Field(() => PersonalityResult)
  node: PersonalityResult;
}

@ObjectType({ description: 'Results, newest first.' })
export class PersonalityResultConnection {
  @Field(() => Int)
  totalCount: number;

  @Field(() => PageInfo)
  pageInfo: PageInfo;

  @Field(() => [PersonalityResultEdge])
  edges: PersonalityResultEdge[];
}
