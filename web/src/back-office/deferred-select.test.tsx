import { render, screen } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { DeferredSelect } from './deferred-select';

const options = [
  { value: '', label: 'All statuses' },
  { value: 'NEW', label: 'New' },
];

describe('DeferredSelect', () => {
  it("stands in with the chosen option's label, disabled, until the select is in, then is the select", async () => {
    render(
      <DeferredSelect
        selectedOption={options[1]!}
        options={options}
        onChange={() => undefined}
        data-testid="status-filter"
      />,
    );
    const standIn = screen.getByDisplayValue('New') as HTMLInputElement;
    expect(standIn.disabled).toBe(true);
    expect(screen.queryByTestId('status-filter')).toBeNull();

    await screen.findByTestId('status-filter');
    const select = createWrapper(document.body).findSelect('[data-testid="status-filter"]')!;
    expect(select.findTrigger().getElement().textContent).toContain('New');
    expect(screen.queryByDisplayValue('New')).toBeNull();
  });
});
