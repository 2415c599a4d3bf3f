import { documentName, useDocumentImports } from './graphql-documents';

const MODULE = `import { graphql } from './generated';
import { runOperation } from './graphql-client';

graphql(\`
  fragment PublicSettingsFields on Settings {
    appName
  }
\`);

const PUBLIC_SETTINGS = graphql(\`
  query PublicSettings {
    settings {
      ...PublicSettingsFields
    }
  }
\`);
export const read = () => runOperation(PUBLIC_SETTINGS);
`;

describe('graphql() calls in the build', () => {
  it('become imports of the generated documents they name, without the map of every document', () => {
    const out = useDocumentImports(MODULE, '/web/src/api/generated/graphql.ts')!;
    expect(out).toContain(
      'import { PublicSettingsFieldsFragmentDoc as __document_PublicSettingsFieldsFragmentDoc, ' +
        'PublicSettingsDocument as __document_PublicSettingsDocument } from "/web/src/api/generated/graphql.ts";',
    );
    expect(out).toContain('const PUBLIC_SETTINGS = __document_PublicSettingsDocument;');
    expect(out).not.toMatch(/graphql\(|from '\.\/generated'/);
  });

  it('leave a module that does not call graphql() alone', () => {
    expect(useDocumentImports("import { runOperation } from './graphql-client';", '/g.ts')).toBeNull();
  });

  it('name documents as codegen does, and refuse an anonymous one', () => {
    expect(documentName('mutation CreateBooking($input: X!) { a }')).toBe('CreateBookingDocument');
    expect(documentName('\n  subscription OnSettingsUpdated { a }')).toBe('OnSettingsUpdatedDocument');
    expect(() => documentName('{ settings { appName } }')).toThrow('without a named definition');
  });
});
