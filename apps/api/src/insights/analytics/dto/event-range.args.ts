import { ArgsType, Field } from '@nestjs/graphql';
import { IsOptional } from 'class-validator';
import { IsOrigin } from '../../../platform/common/is-origin';

/** A window of events. */
@ArgsType()
export class EventWindowArgs {
  @Field(() => Date, {
    nullable: true,
    description: 'Events at or after this instant (ISO 8601). Must not be later than `to`.',
  })
  @IsOptional()
  from?: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'Events before this instant (ISO 8601). Must not be earlier than `from`.',
  })
  @IsOptional()
  to?: Date;
}

/** A window of events, and where the quiz ran. */
@ArgsType()
export class EventRangeArgs extends EventWindowArgs {
  @Field(() => String, {
    nullable: true,
    description:
      'Only where the quiz ran: "site" for the site itself, or the origin of a publisher\'s page that embeds it (see embedOrigins); everywhere when omitted.',
  })
  @IsOptional()
  @IsOrigin('ranOn', { orSite: true })
  ranOn?: string;
}
