import { schemaFieldNames } from '../../infra/lib/schema-fields';

describe('schemaFieldNames (guards resolver-map.ts against fields the schema lacks)', () => {
  it('lists object and extension fields, with AppSync directives left undeclared', () => {
    const sdl = `
      type Query { settings: String @aws_api_key me: String }
      extend type Query { languages: [String] }
      input Ignored { name: String }
    `;
    expect([...schemaFieldNames(sdl)].sort()).toEqual(['Query.languages', 'Query.me', 'Query.settings']);
  });
});
