import { AlertTriangle, CheckCircle2, XCircle } from '@/components/ui/icons';
import type { CheckStatus } from '@/lib/analysis/checks/check-types';

const icons = {
  pass: { Icon: CheckCircle2, className: 'text-emerald-600' },
  partial: { Icon: AlertTriangle, className: 'text-amber-600' },
  fail: { Icon: XCircle, className: 'text-red-600' },
} satisfies Record<CheckStatus, unknown>;

/** One check's outcome: an icon with its status in words, its name, and what we found. */
export function CheckItem({
  status,
  statusLabel,
  label,
  evidence,
  note,
}: {
  status: CheckStatus;
  statusLabel: string;
  label: string;
  evidence: string;
  /** Where it was seen, when that is not the HTML download. */
  note?: string;
}) {
  const { Icon, className } = icons[status];
  return (
    <li className="flex gap-2.5">
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${className}`} />
      <div>
        <p className="font-semibold text-navy-900">
          <span className="sr-only">{statusLabel}: </span>
          {label}
        </p>
        {evidence ? <p className="text-sm break-words text-slate-600">{evidence}</p> : null}
        {note ? <p className="text-sm font-medium text-amber-800">{note}</p> : null}
      </div>
    </li>
  );
}
