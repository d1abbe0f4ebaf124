import { Controller, Get, Header, Query, Req, StreamableFile } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { RequireKey } from '../../../access/keys/checking/require-key.guard';
import { deprecationHeaderDocs } from '../../../platform/deprecation/deprecations';
import { ApiErrors } from '../../../platform/openapi/http-error';
import { type ResultFilter, ResultAnalyticsRepository } from '../result-analytics.repository';
import { checked } from '../analytics.service';
import { CsvExportSlots } from './csv-export-slots';
import { ResultsCsvQuery } from './results-csv.query';

const CSV_HEADER =
  'id,personality,flavor,dining,cooking,shared,created_at,locale,channel,source,medium,campaign,content,term';

/** A bound as a file name can hold it: the UTC day alone at midnight, else the time too, without colons. */
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/T00:00:00\.000Z$/, '')
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '');

/** Names the download after its filter, e.g. tastetype-results-from-2026-11-01-to-2026-12-01-healthy-pt-BR.csv. */
function csvFileName({ from, to, personality, locale }: ResultFilter): string {
  const parts = [from && `from-${stamp(from)}`, to && `to-${stamp(to)}`, personality, locale];
  return ['tastetype-results', ...parts.filter(Boolean)].join('-') + '.csv';
}

@ApiTags('analytics')
@ApiBearerAuth('analytics')
@Controller('api')
export class ResultsCsvController {
  constructor(
    private readonly results: ResultAnalyticsRepository,
    private readonly slots: CsvExportSlots,
  ) {}

  @Get('results.csv')
  @RequireKey('results:export')
  // Streamed from PostgreSQL as it is read; compressing a download of 1M rows would only cost the server CPU.
  @RouteConfig({ compress: false } satisfies FastifyContextConfig)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Download results as CSV',
    description:
      'Every result of the filter, oldest first, streamed as it is read: a header row, then one row per result. ' +
      'The same filter as resultStats: from inclusive, to exclusive, UTC, one personality, one language; and one channel, source, medium or campaign. Needs a key with results:export (or the deprecated ANALYTICS_TOKEN, whose answers say when it goes: Deprecation and Sunset).',
  })
  @ApiOkResponse({
    description:
      'The results as CSV; created_at is UTC, shared is true or false, locale is the language the quiz ran in; channel to term say where its visitor came from (empty for results stored before), a leading =, +, - or @ written after a quote',
    content: {
      'text/csv': {
        schema: { type: 'string' },
        example: `${CSV_HEADER}\n6f1c2a4e-1b7d-4c39-9a55-0d3e8f2b7c10,comfort,mild,cozy,simple,false,2026-11-01T10:00:00.000Z,es,Email,newsletter,email,monday,,\n`,
      },
    },
    headers: {
      'Content-Disposition': {
        description: 'attachment, named after the filter',
        schema: { type: 'string', example: 'attachment; filename="tastetype-results-from-2026-11-01-healthy.csv"' },
      },
      ...deprecationHeaderDocs('ANALYTICS_TOKEN'),
    },
  })
  @ApiErrors(
    [400, 'from or to is not an ISO 8601 instant, from is later than to, or the personality or locale is unknown'],
    [401, 'The header Authorization: Bearer <key> is missing, or the key is unknown, mistyped, revoked or expired'],
    [403, 'The key lacks the scope results:export'],
    [429, 'Past the per-client limit of requests, or of refused keys, a minute'],
    [503, 'The database is away, or CSV_EXPORTS_AT_ONCE exports are streaming already; try again later'],
  )
  async resultsCsv(@Query() query: ResultsCsvQuery, @Req() request: FastifyRequest): Promise<StreamableFile> {
    const filter = checked(query);
    // HEAD (Fastify runs this GET handler for it) sends no body: a COPY for it would run on with nobody reading.
    const rows = request.method === 'HEAD' ? Readable.from([]) : await this.slots.take(() => this.results.csv(filter));
    return new StreamableFile(rows, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${csvFileName(filter)}"`,
    });
  }
}
