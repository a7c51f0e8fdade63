/** Shown over the game on a phone held upright. */
export function RotateNotice() {
  return (
    <div className="game-rotate" role="status">
      <span className="game-rotate__icon" aria-hidden="true">
        ⟳
      </span>
      <p>Please rotate your device to landscape mode</p>
    </div>
  );
}
