/** Reads a JSON request's members, failing the way Cognito's input validation does. */
import { invalidParameter } from './cognito-error';

export type JsonObject = Record<string, unknown>;

// Cognito names members in camelCase in its validation messages.
const memberName = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

const missing = (name: string) =>
  invalidParameter(
    `1 validation error detected: Value null at '${memberName(name)}' failed to satisfy constraint: Member must not be null`,
  );

const wrongType = (name: string, type: string) =>
  invalidParameter(`Member '${memberName(name)}' must be ${type}`);

export function requireString(params: JsonObject, name: string): string {
  const value = optionalString(params, name);
  if (value === undefined || value === '') throw missing(name);
  return value;
}

export function optionalString(params: JsonObject, name: string): string | undefined {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw wrongType(name, 'a string');
  return value;
}

export function optionalInteger(
  params: JsonObject,
  name: string,
  range: { min: number; max: number },
): number | undefined {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < range.min || value > range.max) {
    throw wrongType(name, `an integer from ${range.min} to ${range.max}`);
  }
  return value;
}

export function optionalStringMap(params: JsonObject, name: string): Record<string, string> | undefined {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  if (!isStringMap(value)) throw wrongType(name, 'a map of strings');
  return value;
}

export function requireStringMap(params: JsonObject, name: string): Record<string, string> {
  const value = optionalStringMap(params, name);
  if (!value) throw missing(name);
  return value;
}

export interface AttributeInput {
  Name: string;
  Value: string;
}

/** `[{ Name, Value }]` as SignUp, AdminCreateUser and AdminUpdateUserAttributes send them. */
export function optionalAttributes(params: JsonObject, name: string): AttributeInput[] | undefined {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  const valid =
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        isObject(item) &&
        typeof item.Name === 'string' &&
        (item.Value === undefined || typeof item.Value === 'string'),
    );
  if (!valid) throw wrongType(name, 'a list of { Name, Value } strings');
  return (value as Array<{ Name: string; Value?: string }>).map(({ Name, Value }) => ({
    Name,
    Value: Value ?? '',
  }));
}

/** ValidationData: an attribute list read as a map. */
export function optionalAttributeMap(params: JsonObject, name: string): Record<string, string> | undefined {
  const attributes = optionalAttributes(params, name);
  return attributes && Object.fromEntries(attributes.map(({ Name, Value }) => [Name, Value]));
}

export function requireAttributes(params: JsonObject, name: string): AttributeInput[] {
  const value = optionalAttributes(params, name);
  if (!value) throw missing(name);
  return value;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringMap(value: unknown): value is Record<string, string> {
  return isObject(value) && Object.values(value).every((item) => typeof item === 'string');
}
