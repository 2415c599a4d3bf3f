/** What an operation selected below a field, in the forms AppSync uses. */
import { Kind, print, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

type Fragments = Readonly<Record<string, FragmentDefinitionNode>>;

/** The fields of a selection set with inline fragments and fragment spreads flattened in. */
function fieldsOf(selectionSet: SelectionSetNode | undefined, fragments: Fragments): FieldNode[] {
  return (selectionSet?.selections ?? []).flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments[selection.name.value];
    return fieldsOf(fragment?.selectionSet, fragments);
  });
}

function subFields(nodes: readonly FieldNode[], fragments: Fragments): FieldNode[] {
  return nodes.flatMap((node) => fieldsOf(node.selectionSet, fragments));
}

/**
 * AppSync's `info.selectionSetList`: every selected field below the resolved one, nested fields as
 * `parent/child`, aliased fields under their alias, fragments flattened, each path once.
 */
export function selectionSetList(fieldNodes: readonly FieldNode[], fragments: Fragments): string[] {
  const walk = (nodes: readonly FieldNode[], prefix: string): string[] =>
    nodes.flatMap((node) => {
      const path = `${prefix}${(node.alias ?? node.name).value}`;
      return [path, ...walk(fieldsOf(node.selectionSet, fragments), `${path}/`)];
    });
  return [...new Set(walk(subFields(fieldNodes, fragments), ''))];
}

/** AppSync's `info.selectionSetGraphQL`: the selection set as written (named fragments are not inlined). */
export function selectionSetGraphQL(fieldNodes: readonly FieldNode[]): string {
  const selectionSet = fieldNodes[0]?.selectionSet;
  return selectionSet ? print(selectionSet) : '';
}

/**
 * Keeps only the selected fields of a resolver's result, with null for selected-but-absent ones:
 * what AppSync forwards to subscribers is the mutation's response, not the resolver's full result.
 */
export function pickSelectedFields(
  value: unknown,
  fieldNodes: readonly FieldNode[],
  fragments: Fragments,
): unknown {
  if (Array.isArray(value)) return value.map((item) => pickSelectedFields(item, fieldNodes, fragments));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const selected = subFields(fieldNodes, fragments).filter((node) => node.name.value !== '__typename');
  const byName = new Map<string, FieldNode[]>();
  for (const node of selected) byName.set(node.name.value, [...(byName.get(node.name.value) ?? []), node]);
  return Object.fromEntries(
    [...byName].map(([name, nodes]) => [name, pickSelectedFields(source[name] ?? null, nodes, fragments)]),
  );
}
