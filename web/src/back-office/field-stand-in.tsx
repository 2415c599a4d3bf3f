import Input from '@cloudscape-design/components/input';

/**
 * What a first screen shows in place of a field whose control loads after the first paint (a
 * select, a date picker): a disabled field with its value or placeholder, the same size.
 */
export function FieldStandIn({ value = '', placeholder }: { value?: string; placeholder?: string }) {
  return <Input value={value} placeholder={placeholder} disabled onChange={() => undefined} />;
}
