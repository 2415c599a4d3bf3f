import '../../testing/frame-mocks';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../api/api-error';
import { getMe } from '../../api/me';
import { currentSession } from '../../api/session';
import { getSettings } from '../../api/settings';
import { uploadImage } from '../../api/uploads';
import { addUser, editUser, listUsers, setLicenceImage } from '../../api/users';
import { deleteUsers, setDriversApproval } from '../../api/bulk-actions';
import { listCarTypes, type CarType } from '../../api/catalogue';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { aUser, someSettings } from '../../testing/back-office-fixtures';
import { preloadBackOffice, renderApp } from '../../testing/render-app';

jest.mock('../../api/users', () => ({
  listUsers: jest.fn(),
  addUser: jest.fn(),
  editUser: jest.fn(),
  setLicenceImage: jest.fn(),
}));
jest.mock('../../api/bulk-actions', () => ({ deleteUsers: jest.fn(), setDriversApproval: jest.fn() }));
jest.mock('../../api/catalogue', () => ({ listCarTypes: jest.fn() }));
jest.mock('../../api/uploads', () => ({ IMAGE_TYPES: ['image/png'], uploadImage: jest.fn() }));
// The public site's reads (settings, languages) find nothing here: these tests cover the back office.

jest.setTimeout(30_000);

// Load the page's lazy chunk once, outside the tests' wait for the page to show: on a busy machine
// compiling it is what takes long, not the page.
beforeAll(() => preloadBackOffice('/drivers'), 60_000);
Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} });

const driver = (n: number) =>
  aUser('driver', {
    uid: `d${n}`,
    firstName: `Driver${n}`,
    lastName: 'Doe',
    regType: 'admin',
    fleetadmin: 'f1',
  });
const fleet = aUser('fleetadmin', { uid: 'f1' });

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(currentSession).mockResolvedValue({ userId: 'f1', groups: ['fleetadmin'] });
  jest.mocked(getMe).mockResolvedValue(fleet);
  jest.mocked(getSettings).mockResolvedValue(someSettings());
  jest
    .mocked(listCarTypes)
    .mockResolvedValue([
      { id: 'economy', name: 'Economy' } as CarType,
      { id: 'xl', name: 'XL Van' } as CarType,
    ]);
  jest
    .mocked(listUsers)
    .mockImplementation(async ({ nextToken }) =>
      nextToken === 'page-2'
        ? { items: [driver(3)], nextToken: null }
        : { items: [driver(1), driver(2)], nextToken: 'page-2' },
    );
});

/** A button with a disabled reason is aria-disabled, so its tooltip can still be reached. */
const exportDisabled = () => {
  const button = screen.getByTestId<HTMLButtonElement>('user-export');
  return button.disabled || button.getAttribute('aria-disabled') === 'true';
};

async function openDrivers() {
  renderApp('/drivers');
  await screen.findByText('Driver1');
}

describe('drivers page', () => {
  it("says 'No users available.' when the server has none", async () => {
    jest.mocked(listUsers).mockResolvedValue({ items: [], nextToken: null });
    renderApp('/drivers');
    expect(await screen.findByText('No users available.')).toBeTruthy();
  });

  it('pages and searches on the server', async () => {
    await openDrivers();
    expect(listUsers).toHaveBeenCalledWith({ usertype: 'driver', search: '', limit: 10, nextToken: null });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Driver3')).toBeTruthy();
    expect(listUsers).toHaveBeenLastCalledWith(expect.objectContaining({ nextToken: 'page-2' }));

    const search = screen.getByTestId('user-search').querySelector('input')!;
    fireEvent.change(search, { target: { value: 'driver1' } });
    await waitFor(() =>
      expect(listUsers).toHaveBeenLastCalledWith(
        expect.objectContaining({ search: 'driver1', nextToken: null }),
      ),
    );
  });

  it("adds a driver once a car type is chosen, and shows 'user exists' when the contact is taken", async () => {
    jest.mocked(addUser).mockRejectedValueOnce(new ApiError('USER_EXISTS', 'user exists'));
    await openDrivers();
    fireEvent.click(screen.getByTestId('user-add'));
    const type = (field: string, value: string) =>
      fireEvent.change(screen.getByTestId(`user-form-${field}`), { target: { value } });
    type('firstName', 'Nina');
    type('lastName', 'New');
    type('mobile', '+12125550199');
    type('email', 'nina@example.com');
    fireEvent.click(screen.getByTestId('user-form-save'));
    // A driver without a car type would never be offered a trip: the form asks for one first.
    expect(
      await screen.findByText('Please choose a car type: a driver without one is never offered a trip.'),
    ).toBeTruthy();
    expect(addUser).not.toHaveBeenCalled();
    const carType = createWrapper(document.body).findSelect('[data-testid="user-form-carType"]')!;
    act(() => carType.openDropdown());
    await waitFor(() => expect(carType.findDropdown().findOptions()).toHaveLength(2));
    act(() => carType.selectOptionByValue('Economy'));
    fireEvent.click(screen.getByTestId('user-form-save'));
    // In the dialog, beside what was typed; not on the page behind it.
    expect((await screen.findByTestId('dialog-failure')).textContent).toBe(
      'A user with this e-mail or mobile number already exists.',
    );
    expect(screen.getAllByText('A user with this e-mail or mobile number already exists.')).toHaveLength(1);
    expect(addUser).toHaveBeenCalledWith({
      usertype: 'driver',
      firstName: 'Nina',
      lastName: 'New',
      email: 'nina@example.com',
      mobile: '+12125550199',
      carType: 'Economy',
    });

    jest.mocked(addUser).mockResolvedValueOnce(driver(9));
    fireEvent.click(screen.getByTestId('user-form-save'));
    expect(await screen.findByText('User added.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('user-form-save')).toBeNull());
    expect(screen.queryByText('A user with this e-mail or mobile number already exists.')).toBeNull();
  });

  it('offers the car types as a select, and saves the one chosen by name', async () => {
    jest.mocked(addUser).mockResolvedValueOnce(driver(9));
    await openDrivers();
    fireEvent.click(screen.getByTestId('user-add'));
    const type = (field: string, value: string) =>
      fireEvent.change(screen.getByTestId(`user-form-${field}`), { target: { value } });
    type('firstName', 'Nina');
    type('lastName', 'New');
    type('mobile', '+12125550199');
    type('email', 'nina@example.com');
    const carType = createWrapper(document.body).findSelect('[data-testid="user-form-carType"]')!;
    act(() => carType.openDropdown());
    await waitFor(() =>
      expect(
        carType
          .findDropdown()
          .findOptions()
          .map((option) => option.getElement().textContent),
      ).toEqual(['Economy', 'XL Van']),
    );
    act(() => carType.selectOptionByValue('XL Van'));
    fireEvent.click(screen.getByTestId('user-form-save'));
    await waitFor(() =>
      expect(addUser).toHaveBeenCalledWith(
        expect.objectContaining({ usertype: 'driver', carType: 'XL Van' }),
      ),
    );
  });

  it("shows a driver's stored car type in the edit dialog", async () => {
    jest
      .mocked(listUsers)
      .mockResolvedValue({ items: [{ ...driver(1), carType: 'Economy' }], nextToken: null });
    jest.mocked(editUser).mockResolvedValue(driver(1));
    await openDrivers();
    const row = screen.getByText('Driver1').closest('tr')!;
    act(() => fireEvent.click(within(row).getByRole('checkbox')));
    fireEvent.click(screen.getByTestId('user-edit'));
    const carType = createWrapper(document.body).findSelect('[data-testid="user-form-carType"]')!;
    expect(carType.findTrigger().getElement().textContent).toBe('Economy');
    fireEvent.click(screen.getByTestId('user-form-save'));
    await waitFor(() =>
      expect(editUser).toHaveBeenCalledWith('d1', expect.objectContaining({ carType: 'Economy' })),
    );
  });

  it('asks for both contacts before adding', async () => {
    await openDrivers();
    fireEvent.click(screen.getByTestId('user-add'));
    fireEvent.change(screen.getByTestId('user-form-firstName'), { target: { value: 'Nina' } });
    fireEvent.change(screen.getByTestId('user-form-lastName'), { target: { value: 'New' } });
    fireEvent.change(screen.getByTestId('user-form-email'), { target: { value: 'nina@example.com' } });
    fireEvent.click(screen.getByTestId('user-form-save'));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(addUser).not.toHaveBeenCalled();
  });

  it('marks the fields the dialog refuses blank with a star, and only those', async () => {
    jest.mocked(editUser).mockResolvedValue(driver(1));
    await openDrivers();
    const labels = () =>
      createWrapper(createWrapper(document.body).findModal()!.getElement())
        .findAllFormFields()
        .map((field) => field.findLabel()!.getElement().textContent);
    fireEvent.click(screen.getByTestId('user-add'));
    expect(labels()).toEqual([
      'First name *',
      'Last name *',
      'E-mail *',
      'Mobile *',
      'Car type *',
      'Vehicle number',
      'Vehicle make',
      'Vehicle model',
      'Vehicle colour',
      'Other information',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('user-form-save')).toBeNull());

    act(() => fireEvent.click(within(screen.getByText('Driver1').closest('tr')!).getByRole('checkbox')));
    fireEvent.click(screen.getByTestId('user-edit'));
    // Contacts are not edited; the active switch always holds a value.
    expect(labels()).toEqual([
      'First name *',
      'Last name *',
      'Car type *',
      'Vehicle number',
      'Vehicle make',
      'Vehicle model',
      'Vehicle colour',
      'Other information',
      'Active',
    ]);
  });

  it('shows every problem of the add dialog under its own field before asking the server', async () => {
    await openDrivers();
    fireEvent.click(screen.getByTestId('user-add'));
    fireEvent.change(screen.getByTestId('user-form-email'), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByTestId('user-form-mobile'), { target: { value: '2125550199' } });
    fireEvent.click(screen.getByTestId('user-form-save'));
    const errorUnder = (field: string) =>
      createWrapper(document.body)
        .findFormField(`:has([data-testid="user-form-${field}"])`)
        ?.findError()
        ?.getElement().textContent;
    // A wait on the `:has` lookup itself never settles when it fails: wait for the text, then place it.
    await screen.findByText('Please enter a proper e-mail address.');
    expect(errorUnder('email')).toBe('Please enter a proper e-mail address.');
    expect(errorUnder('firstName')).toBe('This field is required.');
    expect(errorUnder('lastName')).toBe('This field is required.');
    expect(errorUnder('mobile')).toBe('Please enter the mobile number with + and the country code.');
    expect(
      screen.getByText('Please choose a car type: a driver without one is never offered a trip.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('dialog-failure')).toBeNull();
    expect(addUser).not.toHaveBeenCalled();
  });

  it('saves a licence image through the dialog, asking for an image first', async () => {
    jest.mocked(uploadImage).mockResolvedValue('licences/d1/licence.png');
    jest.mocked(setLicenceImage).mockResolvedValue(driver(1));
    await openDrivers();
    fireEvent.click(screen.getByTestId('licence-d1'));
    fireEvent.click(await screen.findByTestId('licence-save'));
    expect((await screen.findByTestId('licence-error')).textContent).toBe('Please choose an image first.');

    const image = new File(['png'], 'licence.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('licence-picker').querySelector('input[type="file"]')!, {
      target: { files: [image] },
    });
    expect(screen.getByTestId('licence-picker-preview')).toBeTruthy();
    fireEvent.click(screen.getByTestId('licence-save'));
    expect(await screen.findByText('Licence image saved.')).toBeTruthy();
    expect(uploadImage).toHaveBeenCalledWith(
      { kind: 'LICENCE_IMAGE', file: image, uid: 'd1' },
      expect.any(Function),
    );
    expect(setLicenceImage).toHaveBeenCalledWith('d1', 'licences/d1/licence.png');
    expect(screen.queryByTestId('licence-save')).toBeNull();
  });

  it('closes the licence dialog on cancel without saving', async () => {
    await openDrivers();
    fireEvent.click(screen.getByTestId('licence-d1'));
    fireEvent.click(await screen.findByTestId('licence-cancel'));
    await waitFor(() => expect(screen.queryByTestId('licence-save')).toBeNull());
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it("disables the export under the demo lock and shows 'demo mode' when a delete is refused", async () => {
    jest.mocked(getSettings).mockResolvedValue(someSettings({ AllowCriticalEditsAdmin: false }));
    jest.mocked(deleteUsers).mockRejectedValue(new ApiError('DEMO_MODE', 'demo mode'));
    await openDrivers();
    expect(exportDisabled()).toBe(true);
    const row = screen.getByText('Driver1').closest('tr')!;
    act(() => fireEvent.click(within(row).getByRole('checkbox')));
    fireEvent.click(screen.getByTestId('user-delete'));
    fireEvent.click(await screen.findByTestId('user-delete-confirm'));
    expect((await screen.findByTestId('dialog-failure')).textContent).toBe(
      'This action is disabled in demo mode.',
    );
    expect(deleteUsers).toHaveBeenCalledWith(['d1']);
  });

  it('says in the table that a driver without a car type is never offered trips', async () => {
    jest.mocked(listUsers).mockResolvedValue({
      items: [
        { ...driver(1), carType: 'Economy' },
        { ...driver(2), carType: null },
      ],
      nextToken: null,
    });
    await openDrivers();
    expect(
      within(screen.getByText('Driver2').closest('tr')!).getByText('None: never offered trips'),
    ).toBeTruthy();
    expect(
      within(screen.getByText('Driver1').closest('tr')!).queryByText('None: never offered trips'),
    ).toBeNull();
  });

  it('keeps the export open when critical edits are allowed', async () => {
    await openDrivers();
    expect(exportDisabled()).toBe(false);
  });

  it('asks before unapproving a driver, naming it', async () => {
    jest.mocked(setDriversApproval).mockResolvedValue({ succeeded: ['d1'], failed: [] });
    await openDrivers();
    act(() => fireEvent.click(within(screen.getByText('Driver1').closest('tr')!).getByRole('checkbox')));
    fireEvent.click(screen.getByTestId('driver-unapprove'));
    expect(
      await screen.findByText(
        'Unapprove Driver1 Doe? The driver can no longer sign in or receive trips until approved again.',
      ),
    ).toBeTruthy();
    expect(setDriversApproval).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('driver-unapprove-confirm'));
    await waitFor(() => expect(setDriversApproval).toHaveBeenCalledWith(['d1'], false));
    expect(await screen.findByText('Drivers unapproved: 1.')).toBeTruthy();
  });

  it('approves the selected unapproved drivers after one confirmation, and names the refused ones', async () => {
    jest.mocked(listUsers).mockResolvedValue({
      items: [driver(1), { ...driver(2), approved: false }, { ...driver(3), approved: false }],
      nextToken: null,
    });
    jest.mocked(setDriversApproval).mockResolvedValue({
      succeeded: ['d2'],
      failed: [{ id: 'd3', code: 'FORBIDDEN', message: 'not_permitted' }],
    });
    await openDrivers();
    for (const name of ['Driver1', 'Driver2', 'Driver3'])
      act(() => fireEvent.click(within(screen.getByText(name).closest('tr')!).getByRole('checkbox')));
    fireEvent.click(screen.getByTestId('driver-approve'));
    expect(
      await screen.findByText('Approve the 2 selected drivers? They can then sign in and receive trips.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('driver-approve-confirm'));
    // Only the unapproved ones are sent; the server answers item by item.
    await waitFor(() => expect(setDriversApproval).toHaveBeenCalledWith(['d2', 'd3'], true));
    expect(await screen.findByText(/^Done: 1\. Not done: Driver3 Doe \(.+\)$/)).toBeTruthy();
    expect(screen.queryByTestId('driver-approve-confirm')).toBeNull();
  });
});
