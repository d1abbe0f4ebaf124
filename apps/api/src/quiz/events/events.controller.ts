import { Body, Controller, HttpCode, Ip, Post, Req } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBody, ApiConsumes, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { ApiErrors } from '../../platform/openapi/http-error';
import { FunnelEventsBatchInput, MAX_EVENTS_PER_BATCH } from './dto/funnel-events-batch.input';
import { EventsService } from './events.service';

@ApiTags('events')
@Controller('api/events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Post()
  @HttpCode(204)
  // navigator.sendBeacon(url, string) sends text/plain, which needs no CORS preflight.
  @RouteConfig({ textPlainJson: true } satisfies FastifyContextConfig)
  @ApiOperation({
    summary: 'Record funnel events',
    description: `A batch of 1 to ${MAX_EVENTS_PER_BATCH} events, as JSON sent as application/json or text/plain (navigator.sendBeacon). One invalid event refuses the whole batch. "arrival" says where the page session came from: its values are cleaned and cut, never refused. No cookie, address or user agent is kept.`,
  })
  @ApiConsumes('application/json', 'text/plain')
  @ApiBody({ type: FunnelEventsBatchInput })
  @ApiNoContentResponse({ description: 'Every event of the batch was stored' })
  @ApiErrors(
    [400, 'An event is invalid (unknown name or field, a field on the wrong event), or the batch is empty or too long'],
    [413, 'The body is over 16 KB'],
    [415, 'The body is neither application/json nor text/plain'],
    [429, 'Past the per-client limit of event batches a minute'],
    [503, 'The database is away, or the data disk is nearly full; try again after Retry-After'],
  )
  record(@Body() batch: FunnelEventsBatchInput, @Ip() client: string, @Req() req: FastifyRequest): Promise<void> {
    return this.events.record(batch, client, req.hostname);
  }
}
