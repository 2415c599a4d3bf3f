/**
 * The GraphQL documents the tests write as plain strings ('mutation { … }', template literals with
 * interpolated ids), validated against the schema by `npm run codegen`: a renamed or removed field
 * fails there, naming the test file and line, instead of a test failing at run time. A document that
 * is wrong on purpose (a test of how the API refuses one) says so in its first line with a
 * `# not validated:` comment giving the reason.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { GraphQLError, parse, Source, type GraphQLSchema } from 'graphql';
import ts from 'typescript';
import { documentFailures, positionInFile, type DocumentFailure } from './document-failures';
/** Where an operation, a fragment or a query shorthand (`{ me { uid } }`) begins, after any comments. */
const DOCUMENT_START =
  /^\s*(?:#[^\n]*\n\s*)*(?:(?:query|mutation|subscription)\b\s*(?:[_A-Za-z]\w*)?\s*[({]|fragment\s+\w+\s+on\s+\w+\s*\{|\{\s*[_A-Za-z]\w*\s*[({}])/;

const OPT_OUT = /^\s*# not validated: \S/;

/** Stands for an interpolated value the scan cannot know (a variable, so any argument type accepts it). */
const UNKNOWN_VALUE = '$__interpolated';
/** Stands for interpolated fields the scan cannot know (built at run time): valid in any selection. */
const UNKNOWN_FIELDS = '__typename';

/** The string and number constants of a file (`const ME = '{ me { uid } }'`), for interpolations. */
function constantsOf(source: ts.SourceFile): Map<string, string> {
  const constants = new Map<string, string>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteralLike(value) || ts.isNumericLiteral(value))
        constants.set(node.name.text, value.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return constants;
}

/**
 * The text of an interpolation: inside a quoted GraphQL string any text does; a constant of the file
 * its value; else a placeholder variable where a value goes, a placeholder field where fields go.
 */
function interpolated(expression: ts.Expression, before: string, constants: Map<string, string>): string {
  if ((before.match(/"/g) ?? []).length % 2 === 1) return 'x';
  if (ts.isIdentifier(expression) && constants.has(expression.text)) return constants.get(expression.text)!;
  return /[:([,=]\s*$/.test(before) ? UNKNOWN_VALUE : UNKNOWN_FIELDS;
}

/** Every string literal of a TypeScript file that reads as a GraphQL document, placed in the file. */
export function documentsIn(file: string, code: string): Source[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const constants = constantsOf(source);
  const found: Source[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) {
      text = node.templateSpans.reduce(
        (sofar, span) => sofar + interpolated(span.expression, sofar, constants) + span.literal.text,
        node.head.text,
      );
    }
    if (text !== undefined && DOCUMENT_START.test(text)) {
      // The document's first character follows the opening quote.
      const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(new Source(text, file, { line: line + 1, column: character + 2 }));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The failures of each document on its own (tests reuse operation names such as `Q`). */
export function checkDocuments(schema: GraphQLSchema, documents: readonly Source[]): DocumentFailure[] {
  return documents
    .filter((document) => !OPT_OUT.test(document.body))
    .flatMap((document) => {
      try {
        return documentFailures(schema, [parse(document)], (error) => error.message.includes(UNKNOWN_VALUE));
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        return [{ at: positionInFile(error), message: error.message }];
      }
    });
}

/** Every `.ts` file under `dir`, relative to `root`. */
function typescriptFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('node_modules'))
    .map((name) => join(dir, name))
    .sort();
}

/** Every document written as a string in the `.ts` files under `dir` of `root`. */
export function documentsUnder(root: string, dir: string): Source[] {
  return typescriptFiles(root, dir).flatMap((file) =>
    documentsIn(file, readFileSync(join(root, file), 'utf8')),
  );
}
