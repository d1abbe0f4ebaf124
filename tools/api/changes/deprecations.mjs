// Every deprecation must say when it ends: "Removed in x.0.0" (a major release) in its GraphQL reason or its REST
// operation's description; one that should be gone by this release's version fails the check.
import { buildSchema, isEnumType, isInputObjectType, isObjectType, isInterfaceType } from 'graphql';

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];
const newer = (a, b) => {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

function graphqlDeprecations(sdl) {
  const found = [];
  for (const type of Object.values(buildSchema(sdl).getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))
      for (const field of Object.values(type.getFields())) {
        found.push([`${type.name}.${field.name}`, field.deprecationReason]);
        for (const arg of field.args ?? [])
          found.push([`${type.name}.${field.name}(${arg.name})`, arg.deprecationReason]);
      }
    if (isEnumType(type))
      for (const value of type.getValues()) found.push([`${type.name}.${value.name}`, value.deprecationReason]);
  }
  return found.filter(([, reason]) => reason);
}

const restDeprecations = (openapi) =>
  Object.entries(openapi.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]?.deprecated).map((method) => [
      `${method.toUpperCase()} ${path}`,
      item[method].description ?? '',
    ]),
  );

/** { listed: [[coordinate, removal]], problems: [line] } for this tree's GraphQL schema and OpenAPI document. */
export function checkDeprecations(sdl, openapi, version) {
  const listed = [];
  const problems = [];
  for (const [where, reason] of [...graphqlDeprecations(sdl), ...restDeprecations(openapi)]) {
    const removal = /Removed in (\d+\.\d+\.\d+)/.exec(reason)?.[1];
    if (!removal || !/^\d+\.0\.0$/.test(removal))
      problems.push(`${where} is deprecated without "Removed in <major>.0.0" in its reason: ${reason}`);
    else if (newer(version, removal) >= 0)
      problems.push(`${where} was to be removed in ${removal}, and this release is ${version}`);
    else listed.push([where, removal]);
  }
  return { listed, problems };
}
