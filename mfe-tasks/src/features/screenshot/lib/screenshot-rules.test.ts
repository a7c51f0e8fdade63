import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@portal/shared/api';
import { fileOf } from '../../../testing/files';
import {
  CHALLENGE_SUBMIT_FAILED,
  SCREENSHOT_SIZE_MESSAGE,
  SCREENSHOT_TYPE_MESSAGE,
  SUBMIT_ERROR_MESSAGE,
  readAsDataUrl,
  screenshotProblem,
  submissionErrorMessage,
} from './screenshot-rules';

describe('screenshot rules', () => {
  it.each(['image/png', 'image/jpeg', 'image/jpg'])('accepts %s', (type) => {
    expect(screenshotProblem(fileOf('shot', type, 10))).toBeNull();
  });

  it.each(['image/gif', 'image/webp', 'application/pdf', ''])('refuses %s', (type) => {
    expect(screenshotProblem(fileOf('shot', type, 10))).toBe(SCREENSHOT_TYPE_MESSAGE);
  });

  it('accepts 2,047,999 bytes and refuses 2,048,000 bytes', () => {
    expect(screenshotProblem(fileOf('a.png', 'image/png', 2_047_999))).toBeNull();
    expect(screenshotProblem(fileOf('a.png', 'image/png', 2_048_000))).toBe(SCREENSHOT_SIZE_MESSAGE);
  });

  it('uses the spec wording', () => {
    expect(SCREENSHOT_TYPE_MESSAGE).toBe('Only PNG, JPG, and JPEG files are allowed.');
    expect(SCREENSHOT_SIZE_MESSAGE).toBe('Image should be less than 2MB.');
  });

  it('reads a file as a data URL', async () => {
    const url = await readAsDataUrl(new File(['hi'], 'a.png', { type: 'image/png' }));
    expect(url).toBe('data:image/png;base64,aGk=');
  });
});

describe('submission error message', () => {
  /** What apiCall raises for an answer with this status and body. */
  const answered = (status: number, data: { message?: string }) =>
    new ApiError(data.message ?? CHALLENGE_SUBMIT_FAILED, { status, body: data });

  it("shows the server's message when it sent one", () => {
    expect(submissionErrorMessage(answered(409, { message: 'Already in.' }), CHALLENGE_SUBMIT_FAILED)).toBe(
      'Already in.',
    );
  });

  it("shows the call's failure message for an answer without a message", () => {
    expect(submissionErrorMessage(answered(500, {}), CHALLENGE_SUBMIT_FAILED)).toBe(
      'Failed to submit entry. Please try again.',
    );
  });

  it('shows the generic message when no answer came', () => {
    expect(submissionErrorMessage(new ApiError('offline'), CHALLENGE_SUBMIT_FAILED)).toBe(
      SUBMIT_ERROR_MESSAGE,
    );
    expect(SUBMIT_ERROR_MESSAGE).toBe('An error occurred. Please try again.');
  });
});
