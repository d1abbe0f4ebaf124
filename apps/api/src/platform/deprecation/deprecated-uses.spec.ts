import { type OperationDefinitionNode, Kind, buildSchema, parse } from 'graphql';
import { deprecatedUses, hasDeprecations } from './deprecated-uses';

const schema = buildSchema(`
  enum Period { DAY WEEK @deprecated(reason: "Use DAY. Removed in 2.0.0.") }
  input Range { from: String, days: Int @deprecated(reason: "Use from. Removed in 2.0.0.") }
  type Funnel {
    homePageViews: Int
    views: Int @deprecated(reason: "Use homePageViews. Removed in 2.0.0.")
  }
  type Query {
    funnel(range: Range, period: Period, last: Int @deprecated(reason: "Use range. Removed in 2.0.0.")): Funnel
    other: Int
  }
`);

/** The deprecated uses of the operation named `name` in `source`. */
function usesOf(source: string, name?: string): string[] {
  const document = parse(source);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.name?.value === name,
  );
  if (!operation) throw new Error(`no operation ${name}`);
  return deprecatedUses(schema, document, operation);
}

describe('deprecatedUses', () => {
  it('finds nothing in an operation that selects nothing deprecated', () => {
    expect(usesOf('{ funnel { homePageViews } other }')).toEqual([]);
  });

  it('finds a deprecated field, once however often it is selected, also through nested fragments', () => {
    expect(usesOf('{ funnel { views a: views } }')).toEqual(['Funnel.views']);
    expect(
      usesOf(
        `query Q { funnel { ...Outer } }
        fragment Outer on Funnel { homePageViews ...Inner }
        fragment Inner on Funnel { views }`,
        'Q',
      ),
    ).toEqual(['Funnel.views']);
  });

  it('counts only the operation that runs and the fragments it spreads', () => {
    const source = `query New { funnel { homePageViews } }
      query Old { funnel { ...Old } }
      fragment Old on Funnel { views }`;
    expect(usesOf(source, 'New')).toEqual([]);
    expect(usesOf(source, 'Old')).toEqual(['Funnel.views']);
  });

  it('finds deprecated arguments, input fields and enum values written in the document', () => {
    expect(usesOf('{ funnel(last: 7, range: { days: 7 }, period: WEEK) { homePageViews } }').sort()).toEqual([
      'Period.WEEK',
      'Query.funnel(last)',
      'Range.days',
    ]);
    expect(usesOf('{ funnel(range: { from: "x" }, period: DAY) { homePageViews } }')).toEqual([]);
  });
});

describe('hasDeprecations', () => {
  it('says whether the schema deprecates anything', () => {
    expect(hasDeprecations(schema)).toBe(true);
    expect(hasDeprecations(buildSchema('type Query { a: Int, b(x: Int): Int }'))).toBe(false);
    expect(hasDeprecations(buildSchema('enum E { A B @deprecated } type Query { e: E }'))).toBe(true);
  });
});
