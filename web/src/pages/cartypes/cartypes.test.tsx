/** The car types page with no car type on the server: the spec's empty message, and adding open. */
import { SLOW, isDisabled, signedInAsAdmin } from '../../testing/frame-mocks';
import { screen } from '@testing-library/react';
import { listCarTypes } from '../../api/catalogue';
import { renderApp } from '../../testing/render-app';

jest.mock('../../api/catalogue', () => ({
  listCarTypes: jest.fn(),
  addCarType: jest.fn(),
  updateCarType: jest.fn(),
}));

jest.setTimeout(30_000);

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
});
