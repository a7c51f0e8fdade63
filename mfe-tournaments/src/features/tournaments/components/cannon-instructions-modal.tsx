import { Link } from '@portal/shared/router';
import { Trans } from '@portal/shared/i18n';
import { Modal } from '@portal/shared/ui';
import { useT, type Message } from '../../../i18n';
import './cannon-instructions-modal.css';

export interface CannonInstructionsModalProps {
  open: boolean;
  onClose: () => void;
}

const RULES: Message[] = [
  'tournaments.cannon.rule1',
  'tournaments.cannon.rule2',
  'tournaments.cannon.rule3',
  'tournaments.cannon.rule4',
  'tournaments.cannon.rule5',
  'tournaments.cannon.rule6',
];

const NOTES: Message[] = [
  'tournaments.cannon.note1',
  'tournaments.cannon.note2',
  'tournaments.cannon.note3',
  'tournaments.cannon.note4',
];

/** docs/product/tournaments.md: the Cannon Clash instructions, closed by the close button, the overlay or 'Got it!'. */
export function CannonInstructionsModal({ open, onClose }: CannonInstructionsModalProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      title={t('tournaments.cannon.title')}
      onClose={onClose}
      className="cannon-instructions"
    >
      <section aria-labelledby="cannon-join">
        <h3 id="cannon-join">{t('tournaments.cannon.joinHeading')}</h3>
        <ol>
          <li>{t('tournaments.cannon.join1')}</li>
          <li>{t('tournaments.cannon.join2')}</li>
          <li>
            <Trans
              id="tournaments.cannon.join3"
              components={{ 0: <Link to="/tournaments" onClick={onClose} /> }}
            />
          </li>
          <li>{t('tournaments.cannon.join4')}</li>
          <li>{t('tournaments.cannon.join5')}</li>
          <li>{t('tournaments.cannon.join6')}</li>
        </ol>
      </section>
      <section aria-labelledby="cannon-rules">
        <h3 id="cannon-rules">{t('tournaments.cannon.rulesHeading')}</h3>
        <ul>
          {RULES.map((rule) => (
            <li key={rule}>{t(rule)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="cannon-notes">
        <h3 id="cannon-notes">{t('tournaments.cannon.notesHeading')}</h3>
        <ul>
          {NOTES.map((note) => (
            <li key={note}>{t(note)}</li>
          ))}
        </ul>
      </section>
      <div className="cannon-instructions__actions">
        <button type="button" className="pz-button" onClick={onClose}>
          {t('tournaments.cannon.gotIt')}
        </button>
      </div>
    </Modal>
  );
}
