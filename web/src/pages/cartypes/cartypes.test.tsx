/** The car types page: the spec's empty message with adding open, and the edit dialog's amounts. */
import { SLOW, isDisabled, signedInAsAdmin } from '../../testing/frame-mocks';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { listCarTypes, updateCarType } from '../../api/catalogue';
import { preloadBackOffice, renderApp } from '../../testing/render-app';

jest.mock('../../api/catalogue', () => ({
  listCarTypes: jest.fn(),
  addCarType: jest.fn(),
  updateCarType: jest.fn(),
}));

jest.setTimeout(30_000);

beforeAll(() => preloadBackOffice('/cartypes'), 60_000);

beforeEach(() => {
  jest.clearAllMocks();
  signedInAsAdmin();
});

describe('car types page', () => {
  it("says 'No cars available.' when the server has none, and lets the admin add the first", async () => {
    jest.mocked(listCarTypes).mockResolvedValue([]);
    renderApp('/cartypes');
    expect(await screen.findByText('No cars available.', undefined, SLOW)).toBeTruthy();
    expect(listCarTypes).toHaveBeenCalled();
    // No row to select: only the header's select-all box, disabled.
    const boxes = screen.queryAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.getAttribute('aria-label'), box.disabled])).toEqual([['Rows', true]]);
    expect(isDisabled('record-add')).toBe(false);
  });

  it('refuses a fare finer than the currency under its field, but takes a finer rate', async () => {
    jest.mocked(listCarTypes).mockResolvedValue([
      {
        id: 'economy',
        name: 'Economy',
        image: null,
        rate_per_unit_distance: 1.2,
        rate_per_hour: 12,
        base_fare: 2.55,
        min_fare: 8,
        convenience_fees: 10,
        convenience_fee_type: 'percentage',
        parcelTypes: null,
        options: null,
      },
    ]);
    renderApp('/cartypes');
    await screen.findByText('Economy', undefined, SLOW);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Economy' }));
    fireEvent.click(screen.getByTestId('record-edit'));
    const type = (key: string, value: string) =>
      fireEvent.change(screen.getByTestId(`record-form-${key}`), { target: { value } });
    await screen.findByTestId('record-form-base_fare');
    type('base_fare', '2.555');
    fireEvent.click(screen.getByTestId('record-form-save'));
    const tooPrecise = 'This amount has more decimals than the currency uses. Remove the extra digits.';
    await screen.findByText(tooPrecise);
    const field = createWrapper(document.body).findFormField(':has([data-testid="record-form-base_fare"])')!;
    expect(field.findError()!.getElement().textContent).toBe(tooPrecise);
    expect(updateCarType).not.toHaveBeenCalled();
    // A rate is multiplied by the trip before the fare is rounded: it may be finer.
    type('base_fare', '2.5');
    type('rate_per_unit_distance', '1.125');
    fireEvent.click(screen.getByTestId('record-form-save'));
    await waitFor(() =>
      expect(updateCarType).toHaveBeenCalledWith(
        'economy',
        expect.objectContaining({ base_fare: 2.5, rate_per_unit_distance: 1.125 }),
      ),
    );
  });
});
