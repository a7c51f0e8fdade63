import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { renderWithProviders, resetSession, signIn } from '@portal/shared/testing';
import { ScreenshotForm } from './screenshot-form';

beforeEach(() => {
  resetSession();
  signIn();
});

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
});
