import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession } from '@portal/shared/testing';
import { SubscriberNumberPopup } from './subscriber-number-popup';

import { fakeApi, type FakeAnswer } from '@portal/shared/testing';

let notifyAnswer: FakeAnswer;
let server: ReturnType<typeof fakeApi>;
const notified = () => server.callsTo('POST /v1/gamenow/notify').map((r) => r.body);

const MESSAGE = 'Please enter a valid operator number (starting with 0 and 11 digits long)';

function setup() {
  const onConfirmed = jest.fn();
  renderWithProviders(<SubscriberNumberPopup open onClose={() => undefined} onConfirmed={onConfirmed} />);
  const input = screen.getByLabelText('Subscriber number');
  const submit = screen.getByRole('button', { name: 'Submit' });
  return { onConfirmed, input, submit, user: userEvent.setup() };
}

describe('SubscriberNumberPopup', () => {
  beforeEach(() => {
    resetSession();
    notifyAnswer = { status: 200, data: { success: true, message: 'Number received' } };
    server = fakeApi({ 'POST /v1/gamenow/notify': () => notifyAnswer });
  });

  it('refuses 10 digits', async () => {
    const { input, submit, user, onConfirmed } = setup();
    await user.type(input, '0300123456');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(notified()).toEqual([]);
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('sends 11 digits starting with 0 as 92 plus the number without its 0', async () => {
    const { input, submit, user, onConfirmed } = setup();
    await user.type(input, '03001234567');
    await user.click(submit);
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(notified()).toEqual([{ msisdn: '923001234567' }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps at most 11 digits when 12 are typed', async () => {
    const { input, submit, user } = setup();
    await user.type(input, '030012345678');
    expect(input).toHaveValue('03001234567');
    await user.click(submit);
    await waitFor(() => expect(notified()).toEqual([{ msisdn: '923001234567' }]));
  });

  it("takes a pasted '0345 1234 567' whole: spaces go before the number is cut to 11", async () => {
    const { input, submit, user } = setup();
    await user.click(input);
    await user.paste('0345 1234 567');
    expect(input).toHaveValue('03451234567');
    await user.click(submit);
    await waitFor(() => expect(notified()).toEqual([{ msisdn: '923451234567' }]));
  });

  it('keeps digits only', async () => {
    const { input, user } = setup();
    await user.type(input, '03ab00-12 3');
    expect(input).toHaveValue('0300123');
  });

  it('refuses a number whose first digit is not 0', async () => {
    const { input, submit, user } = setup();
    await user.type(input, '33001234567');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(notified()).toEqual([]);
  });

  it("says 'Please try again later' when the call fails", async () => {
    notifyAnswer = {
      status: 403,
      data: { success: false, message: 'Only partner platform users give an operator number.' },
    };
    const { input, submit, user, onConfirmed } = setup();
    await user.type(input, '03001234567');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Please try again later$/);
    expect(onConfirmed).not.toHaveBeenCalled();
  });
});
