'use client';

import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/toast';

/** Announces a failure that the page also shows, as a destructive toast. */
export function LoadErrorToast({ title, description }: { title: string; description: string }) {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast.error(title, { description });
  }, [title, description]);
  return null;
}
