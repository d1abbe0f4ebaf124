import {
  Body,
  Controller,
  HttpCode,
  Ip,
  Param,
  Post,
  Put,
} from '@nestjs/common';
import { SavePersonalityResultInput } from './dto/save-personality-result.input';
import type { PersonalityResult } from './models/personality-result.model';
import { ResultsService } from './results.service';

@Controller('api/personality-results')
export class ResultsController {
  constructor(private readonly results: ResultsService) {}

  @Post()
  save(
    @Body() input: SavePersonalityResultInput,
    @Ip() client: string,
  ): Promise<PersonalityResult> {
    return this.results.save(input, client);
  }

  @Put(':id/share')
  @HttpCode(200)
  markShared(@Param('id') id: string): Promise<PersonalityResult> {
    return this.results.markShared(id);
  }
}
