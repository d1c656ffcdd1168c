/** A field's error (announced politely when it appears) and optional note below the control. */
export function FieldMessages({
  errorId,
  error,
  note,
}: {
  errorId: string;
  error?: string;
  note?: { id: string; text: string };
}) {
  return (
    <div className="mt-1 flex items-start justify-between gap-3">
      <p id={errorId} aria-live="polite" className="text-sm font-medium text-red-700">
        {error}
      </p>
      {note ? (
        <p id={note.id} className="tabular shrink-0 text-sm text-slate-600">
          {note.text}
        </p>
      ) : null}
    </div>
  );
}

export function describedBy(...ids: (string | false | undefined)[]) {
  return ids.filter(Boolean).join(' ') || undefined;
}
