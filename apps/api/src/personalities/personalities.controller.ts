import { Controller, Get, Header } from '@nestjs/common';
import { PersonalitiesService } from './personalities.service';

@Controller('api/personalities')
export class PersonalitiesController {
  constructor(private readonly personalities: PersonalitiesService) {}

  @Get()
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  keyed(): string {
    return this.personalities.keyedAsJson();
  }
}
