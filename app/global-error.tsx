'use client';

import Link from 'next/link';

// The last resort when the root layout itself fails: no translations are available here.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body
        style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem 1.5rem', color: '#0B1B34' }}
      >
        <main style={{ maxWidth: 560, margin: '0 auto' }}>
          <h1>Unexpected Application Error!</h1>
          <p>{error.digest ? `Reference: ${error.digest}` : 'Something went wrong.'}</p>
          <Link href="/">Return to Home</Link>
        </main>
      </body>
    </html>
  );
}
