// Variables an old client could have sent, made from the old release's own schema: the operations it recorded name
// their variables' types, not their values, so each type gets a plausible value (field names pick the ones that
// must look real: a language, a scope, a webhook event, an https URL on loopback).
import { randomUUID } from 'node:crypto';
import { domain } from '../../common/domain.mjs';
import { isEnumType, isInputObjectType, isListType, isNonNullType, typeFromAST } from 'graphql';

const { DAY_MS } = domain;
const BY_NAME = {
  locale: 'en',
  ranOn: 'site',
  scopes: ['analytics:read'],
  events: ['result.created'],
  url: 'https://127.0.0.1:9/api-check',
  from: new Date(Date.now() - 7 * DAY_MS).toISOString(),
  to: new Date().toISOString(),
  since: new Date(Date.now() - DAY_MS).toISOString(),
  first: 5,
  expiresInDays: 30,
};

function sample(type, name) {
  if (isNonNullType(type)) return sample(type.ofType, name);
  if (name in BY_NAME) return BY_NAME[name];
  if (isListType(type)) return [sample(type.ofType, name)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const fields = Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, sample(field.type, field.name)]),
    );
    // A save's personality must be its answers' tally, or the server rightly refuses it.
    if (fields.personality && fields.answers) fields.personality = domain.tally(fields.answers);
    return fields;
  }
  switch (type.name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'ID':
      return randomUUID();
    case 'DateTime':
      return new Date().toISOString();
    default:
      return `api-check ${name}`;
  }
}

/** Values for an operation's variables, typed by `schema` (the old release's). */
export const sampleVariables = (operation, schema) =>
  Object.fromEntries(
    (operation.variableDefinitions ?? [])
      .filter((definition) => !definition.defaultValue)
      .map((definition) => [
        definition.variable.name.value,
        sample(typeFromAST(schema, definition.type), definition.variable.name.value),
      ]),
  );
