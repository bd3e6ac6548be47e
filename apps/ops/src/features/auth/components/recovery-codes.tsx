import { useId, useState } from 'react';
import { Button } from '@levelup/ui/primitives/button';

/** The ten single-use recovery codes, shown once; the staff member says they saved them. */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const [saved, setSaved] = useState(false);
  const checkboxId = useId();
  return (
    <section aria-labelledby={`${checkboxId}-title`} className="flex flex-col gap-4">
      <h2 id={`${checkboxId}-title`} className="text-lg font-bold">
        Your recovery codes
      </h2>
      <p>Each code works once, in place of a code from the app. They are not shown again.</p>
      <ol className="grid grid-cols-2 gap-2 font-mono">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex items-center gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          className="size-5"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
        />
        <label htmlFor={checkboxId}>I saved them</label>
      </div>
      <Button disabled={!saved} onClick={onSaved}>
        Continue
      </Button>
    </section>
  );
}
