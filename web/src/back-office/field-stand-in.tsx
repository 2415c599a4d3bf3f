import Input from '@cloudscape-design/components/input';

/**
 * Room beside the text of a select's trigger or a date field (padding, border, the caret or the
 * calendar icon), so a stand-in takes about the room the control will: the filter bar does not
 * reflow as the controls come in.
 */
const CONTROL_CHROME = '0 24px 0 24px';

/**
 * What a first screen shows in place of a field whose control loads after the first paint (a
 * select, a date picker): a disabled field with its value or placeholder, as wide as that text
 * in the control (a hidden copy of the text sizes it), not as wide as a free-text field.
 */
export function FieldStandIn({ value = '', placeholder }: { value?: string; placeholder?: string }) {
  return (
    <div style={{ display: 'inline-grid' }}>
      <span
        aria-hidden
        style={{ gridArea: '1 / 1', visibility: 'hidden', whiteSpace: 'nowrap', padding: CONTROL_CHROME }}
      >
        {value || placeholder}
      </span>
      <div style={{ gridArea: '1 / 1', width: 0, minWidth: '100%' }}>
        <Input value={value} placeholder={placeholder} disabled onChange={() => undefined} />
      </div>
    </div>
  );
}
