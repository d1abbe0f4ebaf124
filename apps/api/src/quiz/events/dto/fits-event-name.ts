import { registerDecorator, type ValidationArguments } from 'class-validator';
import { FIELD_OF_EVENT, OPTIONAL_FIELD_OF_EVENT } from '../funnel-event-names';

const isGiven = (value: unknown) => value !== undefined && value !== null;

/** The first field missing from, or foreign to, an event of this name; undefined when they fit. */
function misfitOf(event: Record<string, unknown>): string | undefined {
  for (const [field, owner] of Object.entries(FIELD_OF_EVENT)) {
    if (event['name'] === owner && !isGiven(event[field])) return `${field} is required on ${owner} events`;
    if (event['name'] !== owner && isGiven(event[field])) return `${field} is only allowed on ${owner} events`;
  }
  for (const [field, owner] of Object.entries(OPTIONAL_FIELD_OF_EVENT)) {
    if (event['name'] !== owner && isGiven(event[field])) return `${field} is only allowed on ${owner} events`;
  }
  return undefined;
}

/** On `name`: each event carries exactly the fields of its kind (route, question, seconds; landing on page_view), in one clear message. */
export function FitsEventName(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'fitsEventName',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (_name: unknown, args: ValidationArguments) => !misfitOf(args.object as Record<string, unknown>),
        defaultMessage: (args?: ValidationArguments) => misfitOf(args?.object as Record<string, unknown>) ?? '',
      },
    });
}
