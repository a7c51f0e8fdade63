import { Link } from '@portal/shared/router';
import { Modal } from '@portal/shared/ui';
import './cannon-instructions-modal.css';

export interface CannonInstructionsModalProps {
  open: boolean;
  onClose: () => void;
}

const RULES = [
  'Progressive 1v1 knockout.',
  'A no-show opponent means an automatic win.',
  'Winners advance, losers are eliminated.',
  'Next rounds are the next day at the same time with a new Room ID by SMS.',
  'Rounds continue until one winner remains.',
  "The winner's reward is credited instantly to the wallet.",
];

const NOTES = [
  'No download needed.',
  'Missing a match means elimination.',
  'Eliminated players cannot rejoin.',
  'The number of rounds depends on the participant count.',
];

/** docs/product/tournaments.md: the Cannon Clash instructions, closed by the close button, the overlay or 'Got it!'. */
export function CannonInstructionsModal({ open, onClose }: CannonInstructionsModalProps) {
  return (
    <Modal open={open} title="How to Play Cannon Clash" onClose={onClose} className="cannon-instructions">
      <section aria-labelledby="cannon-join">
        <h3 id="cannon-join">How to Join Tournament</h3>
        <ol>
          <li>Click Join Now.</li>
          <li>An SMS arrives one hour before the start with a Room ID and match time.</li>
          <li>
            At match time go to the{' '}
            <Link to="/tournaments" onClick={onClose}>
              tournaments page
            </Link>
            , click &apos;Play Now&apos;, enter the Room ID in the popup and click Submit.
          </li>
          <li>Your cannon is marked &apos;YOU&apos;.</li>
          <li>Drag to move, press to fire minions.</li>
          <li>Destroy the two side towers first, then the centre tower.</li>
        </ol>
      </section>
      <section aria-labelledby="cannon-rules">
        <h3 id="cannon-rules">Tournament Rules</h3>
        <ul>
          {RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="cannon-notes">
        <h3 id="cannon-notes">Important Notes</h3>
        <ul>
          {NOTES.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
      <div className="cannon-instructions__actions">
        <button type="button" className="pz-button" onClick={onClose}>
          Got it!
        </button>
      </div>
    </Modal>
  );
}
