import type { ReactNode } from 'react';
import './globals.css';

// Each area renders its own <html>: app/[locale] in the visitor's language, app/admin in
// English. This layout only exists because app/not-found.tsx needs one above it.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
