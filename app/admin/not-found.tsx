import Link from 'next/link';

export default function AdminNotFound() {
  return (
    <main className="grid min-h-dvh place-items-center p-6 text-center">
      <div>
        <h1 className="text-2xl font-bold">Page not found</h1>
        <p className="mt-2 text-slate-600">There is no admin page at this address.</p>
        <Link href="/admin/submissions" className="btn btn-primary mt-6">
          Go to the submissions
        </Link>
      </div>
    </main>
  );
}
