import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentName, generatedDocuments, useDocumentImports } from './graphql-documents';

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
  it('become imports of the documents they name, each its own module, without the map of every document', () => {
    const out = useDocumentImports(MODULE)!;
    expect(out).toContain(
      'import __document_PublicSettingsFieldsFragmentDoc from "virtual:graphql-document/PublicSettingsFieldsFragmentDoc";\n' +
        'import __document_PublicSettingsDocument from "virtual:graphql-document/PublicSettingsDocument";\n',
    );
    expect(out).toContain('const PUBLIC_SETTINGS = __document_PublicSettingsDocument;');
    expect(out).not.toMatch(/graphql\(|from '\.\/generated'/);
  });

  it('leave a module that does not call graphql() alone', () => {
    expect(useDocumentImports("import { runOperation } from './graphql-client';")).toBeNull();
  });

  it("read each document's whole text from the generated module, fragments written out", () => {
    const generated = readFileSync(join(__dirname, '../src/api/generated/graphql.ts'), 'utf8');
    const documents = generatedDocuments(generated);
    expect(documents.size).toBe(generated.match(/= new TypedDocumentString\(/g)!.length);
    const settings = documents.get('PublicSettingsDocument')!;
    expect(settings).toMatch(/^\s*query PublicSettings\b/);
    expect(settings).toContain('fragment PublicSettingsFields on Settings');
  });

  it('refuse a generated document with interpolation, which it cannot copy as text', () => {
    expect(() =>
      generatedDocuments('export const ADocument = new TypedDocumentString(`query A { ${x} }`'),
    ).toThrow('interpolation');
  });

  it('name documents as codegen does, and refuse an anonymous one', () => {
    expect(documentName('mutation CreateBooking($input: X!) { a }')).toBe('CreateBookingDocument');
    expect(documentName('\n  subscription OnSettingsUpdated { a }')).toBe('OnSettingsUpdatedDocument');
    expect(() => documentName('{ settings { appName } }')).toThrow('without a named definition');
  });
});
