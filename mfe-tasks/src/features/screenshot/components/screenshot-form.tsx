import { useId, useRef, useState, type FormEvent } from 'react';
import { apiMessage } from '@portal/shared/i18n';
import { useRequireLogin } from '../../../hooks/use-require-login';
import { useT } from '../../../i18n';
import {
  SUBMIT_SUCCESS_MESSAGE,
  screenshotMessageId,
  screenshotProblem,
  submissionErrorMessage,
  unreadableProblem,
} from '../lib/screenshot-rules';

export interface ScreenshotFormProps {
  /** Sends the file, reporting the upload's progress (0-1); resolves with the server's answer. */
  submit: (
    file: File,
    onProgress: (fraction: number) => void,
  ) => Promise<{ success: boolean; message?: string; code?: string }>;
  /** The spec's message when the server refuses without saying why. */
  failedMessage: string;
  /** After the success message: refetch whatever shows the entry's state. */
  onSubmitted?: () => void;
}

type Outcome = { kind: 'success' | 'error'; message: string } | null;

function UploadProgress({ id, progress }: { id: string; progress: number }) {
  const t = useT();
  return (
    <div className="screenshot-form__progress">
      <progress id={id} max={100} value={progress} aria-label={t('tasks.screenshot.progress')} />
      <span aria-hidden="true">{progress}%</span>
    </div>
  );
}

/** After a successful entry: 'Submitted' (disabled) and the success message, as /tasks shows them. */
function SubmittedNotice({ message }: { message: string }) {
  const t = useT();
  return (
    <div className="screenshot-form">
      <button type="button" className="pz-button" disabled>
        {t('tasks.daily.submitted')}
      </button>
      <p className="tasks-message tasks-message--success" role="status">
        {message}
      </p>
    </div>
  );
}

/**
 * Screenshot upload with the rules of docs/product/streak-and-tasks.md and 'Submit Entry' (disabled
 * without a valid file); once an entry is in, no second one is offered.
 */
export function ScreenshotForm({ submit, failedMessage, onSubmitted }: ScreenshotFormProps) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const requireLogin = useRequireLogin();
  const t = useT();
  /** The file chosen last: a decode that ends after another choice is dropped. */
  const latest = useRef<File | null>(null);
  /** This screen's own messages in the active language; a server's text as it came. */
  const say = (message: string) => {
    const id = screenshotMessageId(message);
    return id ? t(id) : message;
  };

  // Submit waits for the picture to decode: a damaged file is refused here, with its own message,
  // rather than by the server as a wrong type.
  const choose = async (chosen: File | undefined) => {
    setOutcome(null);
    setFile(null);
    latest.current = chosen ?? null;
    const refused = chosen ? (screenshotProblem(chosen) ?? (await unreadableProblem(chosen))) : null;
    if (latest.current !== chosen) return;
    setProblem(refused);
    setFile(refused ? null : (chosen ?? null));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || pending || !requireLogin()) return;
    setPending(true);
    setProgress(0);
    try {
      const answer = await submit(file, (fraction) => setProgress(Math.round(Math.min(1, fraction) * 100)));
      if (answer.success) {
        setOutcome({ kind: 'success', message: SUBMIT_SUCCESS_MESSAGE });
        onSubmitted?.();
      } else {
        setOutcome({
          kind: 'error',
          message: apiMessage(answer.code, answer.message || undefined, failedMessage),
        });
      }
    } catch (error) {
      setOutcome({ kind: 'error', message: submissionErrorMessage(error, failedMessage) });
    } finally {
      setPending(false);
    }
  };

  if (outcome?.kind === 'success') return <SubmittedNotice message={say(outcome.message)} />;
  return (
    <form className="screenshot-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className={`pz-field ${problem ? 'pz-field--error' : ''}`}>
        <label htmlFor={inputId}>{t('tasks.screenshot.label')}</label>
        <ScreenshotPicker
          id={inputId}
          file={file}
          invalid={Boolean(problem)}
          onChoose={(chosen) => void choose(chosen)}
        />
      </div>
      {problem && (
        <p className="tasks-message tasks-message--error" role="alert">
          {say(problem)}
        </p>
      )}
      <button type="submit" className="pz-button" disabled={!file || pending}>
        {pending ? t('tasks.screenshot.submitting') : t('tasks.screenshot.submit')}
      </button>
      {pending && <UploadProgress id={`${inputId}-progress`} progress={progress} />}
      {outcome && (
        <p
          className={`tasks-message tasks-message--${outcome.kind}`}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
        >
          {say(outcome.message)}
        </p>
      )}
    </form>
  );
}

/**
 * The file input behind our own button and the chosen file's name: the browser's own button and its
 * 'No file chosen' speak the browser's language, not the page's.
 */
function ScreenshotPicker({
  id,
  file,
  invalid,
  onChoose,
}: {
  id: string;
  file: File | null;
  invalid: boolean;
  onChoose: (file: File | undefined) => void;
}) {
  const t = useT();
  return (
    <div className="screenshot-form__picker">
      <input
        id={id}
        className="pz-visually-hidden"
        type="file"
        accept="image/png,image/jpeg,image/jpg"
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => onChoose(event.target.files?.[0])}
      />
      <label htmlFor={id} className="pz-button pz-button--secondary pz-file-button" aria-hidden="true">
        {file ? t('tasks.screenshot.change') : t('tasks.screenshot.choose')}
      </label>
      <span className="pz-muted screenshot-form__name" dir="auto">
        {file ? file.name : t('tasks.screenshot.none')}
      </span>
    </div>
  );
}
