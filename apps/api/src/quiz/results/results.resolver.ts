import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SavePersonalityResultInput } from './dto/save-personality-result.input';
import { PersonalityResult } from './models/personality-result.model';
import { ResultsService } from './results.service';
import { SaveMetrics } from './save-metrics';

@Resolver(() => PersonalityResult)
export class ResultsResolver {
  constructor(
    private readonly results: ResultsService,
    private readonly saves: SaveMetrics,
  ) {}

  @Mutation(() => PersonalityResult, {
    description:
      'Stores a completed quiz, once per document; sent again with the same `clientId`, it returns the stored result. Refused with BAD_USER_INPUT when `personality` is not the one the answers give, ' +
      'with RATE_LIMITED (and Retry-After) past the per-client limit of saves a minute, and with SERVICE_UNAVAILABLE (and Retry-After) while the database is away or the data disk is nearly full.',
  })
  savePersonalityResult(
    @Args('input') input: SavePersonalityResultInput,
    // The whole context: a @Context('res') parameter alone went through the validation pipe and the request never ended.
    @Context() { req, res }: { req: FastifyRequest; res: FastifyReply },
  ): Promise<PersonalityResult> {
    return this.saves
      .observe('graphql', res, this.results.save(input, req.ip, req.hostname))
      .then((saved) => saved.result);
  }

  @Mutation(() => PersonalityResult, {
    description:
      'Records that a result was shared; idempotent. BAD_USER_INPUT when `id` is not a UUID, NOT_FOUND when no result has it.',
  })
  markShared(@Args('id', { type: () => ID }) id: string): Promise<PersonalityResult> {
    return this.results.markShared(id);
  }
}
