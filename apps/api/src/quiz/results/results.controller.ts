import { Body, Controller, HttpCode, Ip, Param, Post, Put, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrors } from '../../platform/openapi/http-error';
import { SavePersonalityResultInput } from './dto/save-personality-result.input';
import { PersonalityResult } from './models/personality-result.model';
import { ResultAttribution } from './models/result-attribution.model';
import { ResultsService } from './results.service';
import { SaveMetrics } from './save-metrics';

const TOO_MANY_SAVES: [number, string] = [429, 'Past the per-client limit of saves a minute'];
const DATABASE_AWAY: [number, string] = [503, 'The database is away; try again later'];

@ApiTags('results')
@ApiExtraModels(ResultAttribution)
@Controller('api/personality-results')
export class ResultsController {
  constructor(
    private readonly results: ResultsService,
    private readonly saves: SaveMetrics,
  ) {}

  @Post()
  @ApiOperation({
    summary: 'Store a completed quiz',
    description:
      'The personality must be the one its answers give. Sent again with the same clientId, the stored result is returned (200) and no row is added.',
  })
  @ApiCreatedResponse({
    description: 'The stored result',
    type: PersonalityResult,
  })
  @ApiOkResponse({
    description: 'A result with this clientId was stored already: that result',
    type: PersonalityResult,
  })
  @ApiErrors(
    [400, 'A field is missing or invalid, or the personality is not the one the answers give'],
    [413, 'The body is over 16 KB'],
    [415, 'The body is not JSON'],
    TOO_MANY_SAVES,
    [503, 'The database is away, or the data disk is nearly full; try again after Retry-After'],
  )
  async save(
    @Body() input: SavePersonalityResultInput,
    @Ip() client: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PersonalityResult> {
    const { result, created } = await this.saves.observe(
      'rest',
      reply,
      this.results.save(input, client, reply.request.hostname),
    );
    if (!created) reply.status(200);
    return result;
  }

  @Put(':id/share')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Record that a result was shared',
    description: 'Idempotent: sharing again keeps the first shared time. Any body is ignored.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({
    description: 'The result, with shared: true',
    type: PersonalityResult,
  })
  @ApiErrors([400, 'The id is not a UUID'], [404, 'No result has this id'], DATABASE_AWAY)
  markShared(@Param('id') id: string): Promise<PersonalityResult> {
    return this.results.markShared(id);
  }
}
