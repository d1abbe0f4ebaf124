import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  Kind,
  TypeInfo,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  visit,
  visitWithTypeInfo,
} from 'graphql';

/** Whether anything in the schema is deprecated: without, no operation needs looking at. */
export function hasDeprecations(schema: GraphQLSchema): boolean {
  if (schema.getDirectives().some((directive) => directive.args.some((arg) => arg.deprecationReason))) return true;
  return Object.values(schema.getTypeMap()).some((type) => {
    if (isObjectType(type) || isInterfaceType(type)) {
      return Object.values(type.getFields()).some(
        (field) => field.deprecationReason || field.args.some((arg) => arg.deprecationReason),
      );
    }
    if (isInputObjectType(type)) return Object.values(type.getFields()).some((field) => field.deprecationReason);
    if (isEnumType(type)) return type.getValues().some((value) => value.deprecationReason);
    return false;
  });
}

/** The fragments an operation spreads, however deep, by name. */
function fragmentsOf(document: DocumentNode, operation: OperationDefinitionNode): FragmentDefinitionNode[] {
  const definitions = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) definitions.set(definition.name.value, definition);
  }
  const reached = new Map<string, FragmentDefinitionNode>();
  const follow = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = definitions.get(spread.name.value);
        if (!fragment || reached.has(spread.name.value)) return;
        reached.set(spread.name.value, fragment);
        follow(fragment);
      },
    });
  follow(operation);
  return [...reached.values()];
}

/**
 * What one operation selects that is deprecated, each once: fields as `Type.field`, arguments as
 * `Type.field(argument)` (`@directive(argument)`), input fields as `Input.field` and enum values written in the document as `Enum.VALUE`
 * (a value given in variables is not seen). Only the operation that runs and the fragments it spreads count.
 */
export function deprecatedUses(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): string[] {
  const uses = new Set<string>();
  for (const node of [operation, ...fragmentsOf(document, operation)]) {
    const typeInfo = new TypeInfo(schema);
    visit(
      node,
      visitWithTypeInfo(typeInfo, {
        Field() {
          const [parent, field] = [typeInfo.getParentType(), typeInfo.getFieldDef()];
          if (parent && field?.deprecationReason) uses.add(`${parent.name}.${field.name}`);
        },
        Argument() {
          const [parent, field, arg] = [typeInfo.getParentType(), typeInfo.getFieldDef(), typeInfo.getArgument()];
          const directive = typeInfo.getDirective();
          if (!arg?.deprecationReason) return;
          if (directive) uses.add(`@${directive.name}(${arg.name})`);
          else if (parent && field) uses.add(`${parent.name}.${field.name}(${arg.name})`);
        },
        ObjectField(objectField) {
          const input = getNamedType(typeInfo.getParentInputType());
          const field = isInputObjectType(input) ? input.getFields()[objectField.name.value] : undefined;
          if (input && field?.deprecationReason) uses.add(`${input.name}.${field.name}`);
        },
        EnumValue() {
          const [type, value] = [getNamedType(typeInfo.getInputType()), typeInfo.getEnumValue()];
          if (type && value?.deprecationReason) uses.add(`${type.name}.${value.name}`);
        },
      }),
    );
  }
  return [...uses];
}
