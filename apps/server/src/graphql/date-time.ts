// The DateTime scalar of the season schema: ISO-8601 strings in UTC on the wire, Dates inside.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

function toDate(value: unknown): Date {
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string'
        ? new Date(value)
        : new Date(Number.NaN);
  if (Number.isNaN(date.getTime()))
    throw new GraphQLError('DateTime must be an ISO-8601 date-time string.');
  return date;
}

export const dateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description: 'An ISO-8601 date-time string in UTC, e.g. 2026-11-22T10:00:00.000Z.',
  serialize: (value) => toDate(value).toISOString(),
  parseValue: (value) => toDate(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING)
      throw new GraphQLError('DateTime must be a string.', { nodes: ast });
    return toDate(ast.value);
  },
});
