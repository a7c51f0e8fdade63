import { useState, type FormEvent } from 'react';
import { UrduField } from '../../ui/urdu-field';
import { useRename, type CatalogueItem, type CatalogueKind, type NameInput } from './api';

interface Props {
  kind: CatalogueKind;
  item: CatalogueItem;
  onDone: () => void;
}

/** Renames one item: its English name and its Urdu one (a game challenge also its objective). */
export function NameForm({ kind, item, onDone }: Props) {
  const rename = useRename(kind);
  const withObjective = item.objective !== undefined;
  const [v, setV] = useState({
    name: item.name,
    nameUr: item.nameUr ?? '',
    objective: item.objective ?? '',
    objectiveUr: item.objectiveUr ?? '',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: NameInput = {
      name: v.name.trim(),
      nameUr: v.nameUr.trim() || null,
      ...(withObjective ? { objective: v.objective.trim(), objectiveUr: v.objectiveUr.trim() || null } : {}),
    };
    rename.mutate({ id: item.id, input }, { onSuccess: onDone });
  };
  return (
    <form className="op-form op-name-form" onSubmit={submit} aria-label={`Rename ${item.name}`}>
      <div className="op-form__grid">
        <label className="op-field">
          <span>Name</span>
          <input
            value={v.name}
            maxLength={100}
            required
            onChange={(e) => setV({ ...v, name: e.target.value })}
          />
        </label>
        <UrduField
          label="Name in Urdu (optional)"
          value={v.nameUr}
          onChange={(e) => setV({ ...v, nameUr: e.target.value })}
        />
        {withObjective && (
          <>
            <label className="op-field">
              <span>Objective</span>
              <input
                value={v.objective}
                maxLength={300}
                required
                onChange={(e) => setV({ ...v, objective: e.target.value })}
              />
            </label>
            <UrduField
              label="Objective in Urdu (optional)"
              value={v.objectiveUr}
              maxLength={300}
              onChange={(e) => setV({ ...v, objectiveUr: e.target.value })}
            />
          </>
        )}
      </div>
      {rename.error && (
        <p role="alert" className="op-alert">
          {rename.error.message}
        </p>
      )}
      <div className="op-actions">
        <button className="op-button op-button--primary" type="submit" disabled={rename.isPending}>
          Save names
        </button>
        <button className="op-button op-button--ghost" type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
