// issue 29 §3: name and paste (or upload) a data file, preview it, then apply it with a reason.
import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OpsDataFilePreviewFieldsFragment } from '@levelup/api/generated/ops/graphql';
import { Button } from '@levelup/ui/primitives/button';
import { TextAreaField } from '@levelup/ui/forms/text-area-field';
import { TextField } from '@levelup/ui/forms/text-field';
import { ErrorAlert } from '#shared/error-alert.tsx';
import { ReasonDialog } from '#shared/reason-dialog.tsx';
import { applyDataFile, dataFileKeys, previewDataFile } from '../api/data-files.ts';
import { DataFileDiff } from './data-file-diff.tsx';

export function DataFileForm() {
  const fileId = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [preview, setPreview] = useState<OpsDataFilePreviewFieldsFragment | null>(null);
  const [applied, setApplied] = useState<number | null>(null);

  /** Any edit makes the preview stale: it must be previewed again before it applies. */
  const edited = () => {
    setPreview(null);
    setApplied(null);
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setName(file.name);
    setText(await file.text());
    edited();
  };

  const runPreview = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    edited();
    try {
      setPreview(await previewDataFile(name.trim(), text));
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <form className="flex flex-col gap-3" onSubmit={(event) => void runPreview(event)}>
        <TextField
          label="File name"
          hint="e.g. seasons/allypass.yaml: the name says which kind of file it is"
          required
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            edited();
          }}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fileId} className="text-sm font-bold">
            Upload a file
          </label>
          <input
            id={fileId}
            type="file"
            accept=".yaml,.yml,.json,.csv"
            onChange={(event) => void upload(event.target.files?.[0])}
          />
        </div>
        <TextAreaField
          label="File text"
          hint="Paste the file, or upload it above"
          required
          rows={12}
          className="font-mono"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            edited();
          }}
        />
        <ErrorAlert error={error} />
        <div>
          <Button type="submit" pending={pending}>
            Preview
          </Button>
        </div>
      </form>
      {preview ? (
        <section aria-label="Preview" className="flex flex-col gap-3">
          <h2 className="text-lg font-bold">
            {applied === null ? 'What would change' : 'Applied'}
          </h2>
          <DataFileDiff preview={preview} />
          {applied === null ? (
            <div>
              <ReasonDialog
                action="Apply"
                variant="primary"
                title="Apply this data file"
                onConfirm={async (reason) => {
                  const result = await applyDataFile({
                    name: name.trim(),
                    text,
                    sha256: preview.sha256,
                    reason,
                  });
                  setApplied(result.version ?? null);
                  await queryClient.invalidateQueries({ queryKey: dataFileKeys.history });
                }}
              />
            </div>
          ) : (
            <p role="status" className="font-bold">
              Applied as version {applied}.
            </p>
          )}
        </section>
      ) : null}
    </div>
  );
}
