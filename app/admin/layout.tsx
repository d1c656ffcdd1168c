import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { interLatin } from '@/app/inter-latin';
import '../globals.css';
import { Toasts } from '@/components/ui/Toasts';
import { siteConfig } from '@/lib/site-config';

// The admin area: English only, outside the language routing, never indexed (the proxy also
// sends `X-Robots-Tag: noindex`). This root layout holds no data; the login page is under it,
// so the admin check happens in (protected)/layout.tsx and in every page, action and handler.
export const metadata: Metadata = {
  title: { default: `${siteConfig.name} admin`, template: `%s · ${siteConfig.name} admin` },
  description: `The ${siteConfig.name} team's admin area.`,
  robots: { index: false, follow: false, nocache: true },
};

export default function AdminRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={interLatin.variable}>
      <body className="min-h-dvh bg-slate-50 font-sans text-navy-900 antialiased">
        {children}
        <Toasts label="Notifications" />
      </body>
    </html>
  );
}
