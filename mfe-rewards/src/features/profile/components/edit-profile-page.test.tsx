import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as SharedLib from '@portal/shared/lib';
import { renderWithProviders, resetSession } from '@portal/shared/testing';
import { fakeApi, signIn, type FakeAnswer } from '@portal/shared/testing';
import { demoProfile } from '../../../test/helpers';
import { EditProfilePage } from './edit-profile-page';

const landing = jest.fn();
jest.mock('@portal/shared/lib', () => ({
  ...jest.requireActual<typeof SharedLib>('@portal/shared/lib'),
  redirectToLanding: (...args: unknown[]) => landing(...args),
}));

let saveAnswer: FakeAnswer;
let server: ReturnType<typeof fakeApi>;

const fileOf = (bytes: number, type: string, name = 'me.png') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

async function openForm() {
  signIn();
  renderWithProviders(<EditProfilePage />, { route: '/edit-profile', path: '/edit-profile' });
  return screen.findByLabelText('Username');
}

const saved = () => server.callsTo('POST /v1/user/profile/complete').map((r) => r.data as FormData);

describe('EditProfilePage', () => {
  beforeEach(() => {
    resetSession();
    jest.clearAllMocks();
    saveAnswer = {
      status: 200,
      data: { status: true, success: true, message: 'Profile updated successfully!' },
    };
    server = fakeApi({
      'GET /v1/user/profile': () => ({ status: 200, data: { success: true, data: demoProfile } }),
      'POST /v1/user/profile/complete': () => saveAnswer,
    });
  });

  it('prefills the form, showing the date of birth as YYYY-MM-DD', async () => {
    await openForm();
    expect(screen.getByLabelText('Username')).toHaveValue('demoplayer');
    expect(screen.getByLabelText('Email')).toHaveValue('demo@example.com');
    expect(screen.getByLabelText('Gender')).toHaveValue('male');
    expect(screen.getByLabelText('Bio')).toHaveValue('Plays every evening.');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1998-03-24');
    expect(screen.getByRole('option', { name: 'Female' })).toBeInTheDocument();
  });

  it('sends the fields as multipart and says the profile was updated', async () => {
    await openForm();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Gender'), 'female');
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'ayesha');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
    const form = saved()[0]!;
    expect(form).toBeInstanceOf(FormData);
    expect(Object.fromEntries(form.entries())).toEqual({
      username: 'ayesha',
      email: 'demo@example.com',
      gender: 'female',
      bio: 'Plays every evening.',
      dateOfBirth: '1998-03-24',
    });
  });

  it('accepts an image of exactly 2,097,152 bytes and sends it', async () => {
    await openForm();
    const user = userEvent.setup();
    const file = fileOf(2_097_152, 'image/png');
    await user.upload(screen.getByLabelText('Choose a profile image'), file);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('status');
    expect(saved()[0]!.get('image')).toBeInstanceOf(File);
  });

  it("refuses an image of 2,097,153 bytes with 'File size must not exceed 2MB.'", async () => {
    await openForm();
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Choose a profile image'),
      fileOf(2_097_153, 'image/jpeg', 'big.jpg'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('File size must not exceed 2MB.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('status');
    expect(saved()[0]!.get('image')).toBeNull();
  });

  it("refuses a file that is not an image with 'Please select a valid image file.'", async () => {
    await openForm();
    const input = screen.getByLabelText('Choose a profile image');
    await userEvent.setup({ applyAccept: false }).upload(input, fileOf(1000, 'application/pdf', 'cv.pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a valid image file.');
  });

  it('refuses a GIF, which the api would not store, and offers only PNG and JPEG', async () => {
    await openForm();
    const input = screen.getByLabelText('Choose a profile image');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/jpg');
    await userEvent.setup({ applyAccept: false }).upload(input, fileOf(1000, 'image/gif', 'me.gif'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a valid image file.');
  });

  it('takes the date of birth as YYYY-MM-DD text and refuses a future one without sending', async () => {
    await openForm();
    const dob = screen.getByLabelText('Date of birth');
    expect(dob).toHaveAttribute('type', 'text');
    expect(dob).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    await userEvent.clear(dob);
    await userEvent.type(dob, '2099-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Date of birth cannot be in the future.');
    expect(saved()).toHaveLength(0);
  });

  it("says 'Please fill in all fields.' for a gender not chosen, in the page's words, and sends nothing", async () => {
    server = fakeApi({
      'GET /v1/user/profile': () => ({
        status: 200,
        data: { success: true, data: { ...demoProfile, gender: null } },
      }),
      'POST /v1/user/profile/complete': () => saveAnswer,
    });
    await openForm();
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(saved()).toHaveLength(0);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Female');
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(saved()).toHaveLength(0);
  });

  it("shows 'Failed to update profile: {message}' when the server refuses", async () => {
    saveAnswer = { status: 400, data: { success: false, message: 'A valid email is required' } };
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update profile: A valid email is required',
    );
  });

  it("shows 'Failed to update profile: {message}' when the answer's status is false", async () => {
    saveAnswer = { status: 200, data: { status: false, success: false, message: 'Username taken' } };
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile: Username taken');
  });

  it("shows 'An error occurred while updating the profile.' without an answer", async () => {
    saveAnswer = { networkError: true };
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^An error occurred while updating the profile\.$/,
    );
  });

  it('refetches the shared profile after saving', async () => {
    await openForm();
    const before = server.callsTo('GET /v1/user/profile').length;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('status');
    await waitFor(() => expect(server.callsTo('GET /v1/user/profile').length).toBeGreaterThan(before));
  });

  it('sends guests to the landing page', () => {
    renderWithProviders(<EditProfilePage />, { route: '/edit-profile', path: '/edit-profile' });
    expect(landing).toHaveBeenCalled();
  });
});
