'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  previewFieldLimits,
  type PreviewSettings,
  type PreviewTextField,
} from '@/lib/preview/preview-settings';
import { ColourFields } from './ColourFields';
import { compactControlClass as inputClass } from '@/components/forms/field-styles';
import type { PreviewLabels } from './preview-types';

const tabs = ['basics', 'design', 'contact'] as const;
type Tab = (typeof tabs)[number];

const textFields: Record<
  Exclude<Tab, 'design'>,
  ReadonlyArray<{ key: PreviewTextField; type: string; autoComplete: string }>
> = {
  basics: [
    { key: 'dealerName', type: 'text', autoComplete: 'organization' },
    { key: 'tagline', type: 'text', autoComplete: 'off' },
  ],
  contact: [
    { key: 'phone', type: 'tel', autoComplete: 'tel' },
    { key: 'address', type: 'text', autoComplete: 'address-line1' },
    { key: 'email', type: 'email', autoComplete: 'email' },
  ],
};

/** The settings form: Basics, Design and Contact tabs (WAI-ARIA tabs, arrow keys move). */
export function PreviewControls({
  labels,
  settings,
  onChange,
}: {
  labels: PreviewLabels;
  settings: PreviewSettings;
  onChange: (patch: Partial<PreviewSettings>) => void;
}) {
  const id = useId();
  const [tab, setTab] = useState<Tab>('basics');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({
    basics: null,
    design: null,
    contact: null,
  });

  const moveTab = (event: KeyboardEvent, current: Tab) => {
    const index = tabs.indexOf(current);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = tabs[targets[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const field = ({
    key,
    type,
    autoComplete,
  }: {
    key: PreviewTextField;
    type: string;
    autoComplete: string;
  }) => (
    <label key={key} className="block text-sm font-semibold text-navy-900">
      {labels.fields[key]}
      <input
        type={type}
        value={settings[key]}
        maxLength={previewFieldLimits[key]}
        autoComplete={autoComplete}
        onChange={(event) => onChange({ [key]: event.target.value })}
        className={inputClass}
      />
    </label>
  );

  return (
    <div className="rounded-card border border-slate-200 bg-white p-5 sm:p-6">
      <div
        role="tablist"
        aria-label={labels.controlsLabel}
        className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1"
      >
        {tabs.map((name) => (
          <button
            key={name}
            ref={(node) => {
              tabRefs.current[name] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={(event) => moveTab(event, name)}
            className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 aria-selected:bg-white aria-selected:text-brand-700 aria-selected:shadow-sm"
          >
            {labels.tabs[name]}
          </button>
        ))}
      </div>

      {tabs.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={`${id}-panel-${name}`}
          aria-labelledby={`${id}-tab-${name}`}
          hidden={tab !== name}
          className="mt-5 space-y-4"
        >
          {name === 'design' ? (
            <ColourFields
              labels={labels}
              colour={settings.primaryColor}
              onChange={(primaryColor) => onChange({ primaryColor })}
            />
          ) : (
            textFields[name].map(field)
          )}
        </div>
      ))}
    </div>
  );
}
