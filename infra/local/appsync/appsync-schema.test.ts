import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isScalarType } from 'graphql';
import { buildAppSyncSchema } from './appsync-schema';

it('builds the schema CDK deploys once the AppSync prelude is prepended', () => {
  const sdl = readFileSync(join(__dirname, '..', '..', 'graphql', 'schema.graphql'), 'utf8');
  const schema = buildAppSyncSchema(sdl);
  expect(schema.getQueryType()?.getFields()).toHaveProperty('settings');
  const dateTime = schema.getType('AWSDateTime');
  expect(isScalarType(dateTime) && (() => dateTime.parseValue('yesterday'))).toThrow('Invalid AWSDateTime');
});

it('fails on a schema that uses an AppSync directive wrongly', () => {
  expect(() => buildAppSyncSchema('type Query { a: String @aws_subscribe }')).toThrow(/mutations/);
});
