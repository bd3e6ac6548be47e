// The JSON scalar of the accounts schema (user flags, JSON patches): any JSON value, as is.
import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';

function fromLiteral(ast: ValueNode, variables?: Record<string, unknown> | null): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map((value) => fromLiteral(value, variables));
    case Kind.OBJECT:
      return Object.fromEntries(
        ast.fields.map((field) => [field.name.value, fromLiteral(field.value, variables)]),
      );
    case Kind.VARIABLE:
      return variables?.[ast.name.value];
    default:
      return undefined;
  }
}

export const jsonScalar = new GraphQLScalarType<unknown, unknown>({
  name: 'JSON',
  description: 'Any JSON value (user flags, JSON patches).',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => fromLiteral(ast, variables),
});
