/**
 * AppSync's per-field authorization from the schema's directives: a field's own auth directives,
 * else its type's, else the API's default mode (Cognito user pools, as the CDK api stack sets it).
 */
import {
  getDirectiveValues,
  isObjectType,
  type FieldDefinitionNode,
  type GraphQLSchema,
  type ObjectTypeDefinitionNode,
  type ObjectTypeExtensionNode,
} from 'graphql';
import { AppSyncError } from './appsync-errors';
import type { Caller } from './authenticate';

type AuthMode = 'userPool' | 'apiKey' | 'iam' | 'oidc' | 'lambda';

interface AuthRule {
  readonly mode: AuthMode;
  /** Cognito groups of which the caller needs one; undefined = any signed-in user. */
  readonly groups?: readonly string[];
}

const DEFAULT_RULES: readonly AuthRule[] = [{ mode: 'userPool' }];

const modeOfDirective: Readonly<Record<string, AuthMode>> = {
  aws_cognito_user_pools: 'userPool',
  aws_auth: 'userPool',
  aws_api_key: 'apiKey',
  aws_iam: 'iam',
  aws_oidc: 'oidc',
  aws_lambda: 'lambda',
};

type DirectiveHost = FieldDefinitionNode | ObjectTypeDefinitionNode | ObjectTypeExtensionNode;

function rulesOf(schema: GraphQLSchema, nodes: readonly (DirectiveHost | null | undefined)[]): AuthRule[] {
  return Object.entries(modeOfDirective).flatMap(([name, mode]) => {
    const directive = schema.getDirective(name);
    if (!directive) return [];
    return nodes.flatMap((node) => {
      const values = node ? getDirectiveValues(directive, node) : undefined;
      if (!values) return [];
      const groups = values.cognito_groups as string[] | null | undefined;
      return [groups ? { mode, groups } : { mode }];
    });
  });
}

function allows(rule: AuthRule, caller: Caller): boolean {
  if (rule.mode !== caller.mode) return false;
  if (!rule.groups) return true;
  const groups = caller.mode === 'userPool' ? (caller.identity.groups ?? []) : [];
  return groups.some((group) => rule.groups?.includes(group));
}

export type AuthorizeField = (typeName: string, fieldName: string, caller: Caller) => void;

/** Reads every object field's rules once; the returned check throws AppSync's `Unauthorized` error. */
export function createFieldAuthorizer(schema: GraphQLSchema): AuthorizeField {
  const rulesByField = new Map<string, readonly AuthRule[]>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const typeRules = rulesOf(schema, [type.astNode, ...type.extensionASTNodes]);
    for (const field of Object.values(type.getFields())) {
      const fieldRules = rulesOf(schema, [field.astNode]);
      const rules = fieldRules.length ? fieldRules : typeRules.length ? typeRules : DEFAULT_RULES;
      rulesByField.set(`${type.name}.${field.name}`, rules);
    }
  }
  return (typeName, fieldName, caller) => {
    const rules = rulesByField.get(`${typeName}.${fieldName}`) ?? DEFAULT_RULES;
    if (!rules.some((rule) => allows(rule, caller))) {
      throw new AppSyncError('Unauthorized', `Not Authorized to access ${fieldName} on type ${typeName}`);
    }
  };
}
