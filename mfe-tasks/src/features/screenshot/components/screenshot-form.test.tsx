import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { renderWithProviders, resetSession, signIn } from '@portal/shared/testing';
import { ScreenshotForm } from './screenshot-form';

beforeEach(() => {
  resetSession();
  signIn();
});

afterEach(() => {
  delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
});

/** The browser's image decoder, answering as it would for a file it can or cannot open. */
function decoder(opens: boolean) {
  const decode = jest.fn(async (_source: Blob) => {
    if (!opens) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return { close: () => undefined };
  });
  Object.assign(globalThis, { createImageBitmap: decode });
  return decode;
}

describe('ScreenshotForm', () => {
  it('shows the upload progress while the screenshot is sent, then the success message', async () => {
    let report: (fraction: number) => void = () => undefined;
    let finish: (answer: { success: boolean }) => void = () => undefined;
    const submit = (_file: File, onProgress: (fraction: number) => void) =>
      new Promise<{ success: boolean }>((resolve) => {
        report = onProgress;
        finish = resolve;
      });
    renderWithProviders(<ScreenshotForm submit={submit} failedMessage="Failed" />);
    const png = new File([new Uint8Array(2048)], 'shot.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/Upload screenshot/), png);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Entry' }));

    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('value', '0');
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    report(0.42);
    expect(await screen.findByText('42%')).toBeInTheDocument();
    expect(bar).toHaveAttribute('value', '42');

    report(1);
    finish({ success: true });
    expect(await screen.findByText('Image submitted successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses a PNG the browser cannot open with its own message, and sends nothing', async () => {
    decoder(false);
    const submit = jest.fn(async () => ({ success: true }));
    renderWithProviders(<ScreenshotForm submit={submit} failedMessage="Failed" />);
    const damaged = new File([new Uint8Array(2048)], 'shot.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/Upload screenshot/), damaged);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This image could not be opened. Please choose another screenshot.',
    );
    expect(screen.getByRole('button', { name: 'Submit Entry' })).toBeDisabled();
    expect(submit).not.toHaveBeenCalled();
  });

  it('takes a picture that opens: Submit is enabled and no message shows', async () => {
    const decode = decoder(true);
    renderWithProviders(<ScreenshotForm submit={async () => ({ success: true })} failedMessage="Failed" />);
    const png = new File([new Uint8Array(2048)], 'shot.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/Upload screenshot/), png);

    expect(await screen.findByRole('button', { name: 'Submit Entry' })).toBeEnabled();
    expect(decode).toHaveBeenCalledWith(png);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
