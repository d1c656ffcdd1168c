/** Shown while the inbox's data loads (the page streams in behind it). */
export default function LoadingSubmissions() {
  return (
    <div className="space-y-6" aria-busy="true">
      <h1 className="text-3xl font-bold">Contact submissions</h1>
      <p role="status" className="text-slate-600">
        Loading submissions…
      </p>
      <div className="space-y-2" aria-hidden="true">
        {Array.from({ length: 6 }, (_, row) => (
          <div key={row} className="h-12 animate-pulse rounded-lg bg-slate-200" />
        ))}
      </div>
    </div>
  );
}
