/** Shown while the calls load (the page streams in behind it). */
export default function LoadingCalls() {
  return (
    <div className="space-y-6" aria-busy="true">
      <h1 className="text-3xl font-bold">Calls</h1>
      <p role="status" className="text-slate-600">
        Loading calls…
      </p>
      <div className="space-y-2" aria-hidden="true">
        {Array.from({ length: 4 }, (_, row) => (
          <div key={row} className="h-12 animate-pulse rounded-lg bg-slate-200" />
        ))}
      </div>
    </div>
  );
}
